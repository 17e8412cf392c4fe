import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editedFields, parseProfileEdit } from './profile-edit.ts';

/** Stored values and edits over a few fields: numbers, text, id lists, and the empty shapes. */
const ids = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 5 });
const empty = fc.constantFrom<unknown>(null, undefined, '', '   ', []);
const value = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom('Anna', 'Berta', ' '), ids, empty);
const fields = ['height', 'name', 'goal', 'interests'] as const;
const record = fc.record(Object.fromEntries(fields.map((field) => [field, value])) as Record<(typeof fields)[number], fc.Arbitrary<unknown>>);
const edit = fc.record(Object.fromEntries(fields.map((field) => [field, value])) as Record<(typeof fields)[number], fc.Arbitrary<unknown>>, { requiredKeys: [] });

/** The rule restated independently: blank text and empty lists are nothing; lists are sets. */
const isNothing = (v: unknown) => v == null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && !v.length);
const canonical = (v: unknown) => (Array.isArray(v) ? JSON.stringify([...new Set(v)].sort()) : JSON.stringify(v ?? null));

describe('the profile edit rule (spec 1 §5)', () => {
  it('saves exactly the non-empty values that differ from the stored ones', () => {
    fc.assert(
      fc.property(record, edit, (stored, sent) => {
        const saved = editedFields(stored, sent);
        for (const field of fields) {
          const expected = field in sent && !isNothing(sent[field]) && canonical(stored[field]) !== canonical(sent[field]);
          expect(field in saved).toBe(expected);
          if (expected) expect(saved[field]).toBe(sent[field]);
        }
      }),
    );
  });

  it('saves nothing the second time the same edit arrives', () => {
    fc.assert(
      fc.property(record, edit, (stored, sent) => {
        const after = { ...stored, ...editedFields(stored, sent) };
        expect(editedFields(after, sent)).toEqual({});
      }),
    );
  });

  it('sees a list in another order, or with repeats, as unchanged', () => {
    fc.assert(
      fc.property(ids.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }))), ([list, shuffled]) => {
        const repeated = [...shuffled, ...list.slice(0, 2)];
        expect(editedFields({ goal: list }, { goal: shuffled })).toEqual({});
        expect(editedFields({ goal: list }, { goal: repeated })).toEqual({});
      }),
    );
  });

  it('never saves an empty value, whatever is stored', () => {
    fc.assert(
      fc.property(value, empty, (stored, sent) => {
        expect(editedFields({ height: stored }, { height: sent })).toEqual({});
      }),
    );
  });
});

describe('parseProfileEdit', () => {
  const now = Date.UTC(2026, 0, 15, 12);

  it('leaves empty values out before any rule runs', () => {
    expect(parseProfileEdit({ name: '', height: null, goal: [], birthday: ' ' }, now)).toEqual({ edit: {}, issues: [] });
  });

  it('keeps the valid fields when another fails', () => {
    const { edit: parsed, issues } = parseProfileEdit({ height: 170, weight: 10, search_gender: 'f', interests: [2, 2, 1] }, now);
    expect(parsed).toEqual({ height: 170, search_gender: 'female', interests: [2, 1] });
    expect(issues.map((issue) => issue.path)).toEqual([['weight']]);
  });

  it('gives the same edit when its own output is parsed again', () => {
    const once = parseProfileEdit({ name: ' Anna ', birthday: '1990-1-5', search_gender: 'm', goal: [3, 1, 3] }, now).edit;
    expect(once).toEqual({ name: 'Anna', birthday: '1990-01-05', search_gender: 'male', goal: [3, 1] });
    expect(parseProfileEdit(once, now).edit).toEqual(once);
  });
});
