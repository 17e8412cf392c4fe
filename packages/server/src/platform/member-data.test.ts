import type { Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseSchema } from './db/schema.ts';
import { MemberDataRegistry, type MemberDataHooks } from './member-data.ts';

/** The registry only passes the transaction on; the hooks here never touch it. */
const trx = {} as Transaction<DatabaseSchema>;
const subject = { accountId: 7, language: 'en-US' as const };

function recording(calls: string[], owner: string, options: Partial<MemberDataHooks> = {}): MemberDataHooks {
  return {
    owner,
    erases: {},
    async erase(_trx, accountId) {
      calls.push(`erase ${owner} ${accountId}`);
      return { deleteFiles: async () => void calls.push(`files ${owner}`) };
    },
    async export() {
      calls.push(`export ${owner}`);
      return { sections: {} };
    },
    ...options,
  };
}

describe('member data registry', () => {
  it('erases dependents before what they depend on, exports the other way round, registration order otherwise', async () => {
    const calls: string[] = [];
    const registry = new MemberDataRegistry();
    registry.register(recording(calls, 'photos', { dependsOn: ['accounts'] }));
    registry.register(recording(calls, 'tracking', { dependsOn: ['accounts'] }));
    registry.register(recording(calls, 'accounts'));
    registry.register(recording(calls, 'comments', { dependsOn: ['photos'] }));
    expect(registry.owners().map((hooks) => hooks.owner)).toEqual(['accounts', 'photos', 'tracking', 'comments']);

    const erased = await registry.erase(trx, 7);
    expect(calls).toEqual(['erase comments 7', 'erase tracking 7', 'erase photos 7', 'erase accounts 7']);
    calls.length = 0;
    // Files go only when the caller says the transaction committed.
    await erased.deleteFiles();
    expect(calls).toEqual(['files comments', 'files tracking', 'files photos', 'files accounts']);
  });

  it('refuses an owner registered twice, an unknown dependency and a cycle', () => {
    const registry = new MemberDataRegistry();
    registry.register(recording([], 'photos'));
    expect(() => registry.register(recording([], 'photos'))).toThrow(/registered twice/);

    const unknown = new MemberDataRegistry();
    unknown.register(recording([], 'photos', { dependsOn: ['accounts'] }));
    expect(() => unknown.owners()).toThrow(/depends on accounts, which is not registered/);

    const cycle = new MemberDataRegistry();
    cycle.register(recording([], 'a', { dependsOn: ['b'] }));
    cycle.register(recording([], 'b', { dependsOn: ['a'] }));
    expect(() => cycle.owners()).toThrow(/cycle: a -> b -> a/);
  });

  it('lays the sections out in the layout order, nesting dotted ones, whoever answered first', async () => {
    const registry = new MemberDataRegistry(['account', 'settings.language', 'settings.onboarding', 'photos']);
    const file = new Uint8Array([1, 2, 3]);
    registry.register({ owner: 'photos', erases: {}, export: async () => ({ sections: { photos: ['p1'] }, files: { 'photos/p1.jpg': file } }) });
    registry.register({ owner: 'onboarding', erases: {}, export: async () => ({ sections: { 'settings.onboarding': [] } }) });
    registry.register({ owner: 'accounts', erases: {}, export: async ({ accountId, language }) => ({ sections: { account: { id: accountId }, 'settings.language': language } }) });

    const content = await registry.export(subject);
    expect(JSON.stringify(content!.data)).toBe(JSON.stringify({ account: { id: 7 }, settings: { language: 'en-US', onboarding: [] }, photos: ['p1'] }));
    expect(content!.files).toEqual({ 'photos/p1.jpg': file });
  });

  it('answers no export when an owner says the member is gone', async () => {
    const registry = new MemberDataRegistry();
    registry.register({ owner: 'accounts', erases: {}, export: async () => undefined });
    registry.register({ owner: 'photos', erases: {}, export: async () => ({ sections: { photos: [] } }) });
    expect(await registry.export(subject)).toBeUndefined();
  });

  it('refuses a section or a file filled twice, and a section outside the layout', async () => {
    const twice = new MemberDataRegistry();
    twice.register({ owner: 'a', erases: {}, export: async () => ({ sections: { photos: [] } }) });
    twice.register({ owner: 'b', erases: {}, export: async () => ({ sections: { photos: [] } }) });
    await expect(twice.export(subject)).rejects.toThrow(/section photos of b is filled twice/);

    const files = new MemberDataRegistry();
    files.register({ owner: 'a', erases: {}, export: async () => ({ sections: {}, files: { 'x.jpg': new Uint8Array() } }) });
    files.register({ owner: 'b', erases: {}, export: async () => ({ sections: {}, files: { 'x.jpg': new Uint8Array() } }) });
    await expect(files.export(subject)).rejects.toThrow(/file x.jpg of b is added twice/);

    const outside = new MemberDataRegistry(['account']);
    outside.register({ owner: 'photos', erases: {}, export: async () => ({ sections: { photos: [] } }) });
    await expect(outside.export(subject)).rejects.toThrow(/outside the archive layout: photos/);
  });
});
