import { describe, expect, it } from 'vitest';
import { DAY, ManualClock } from '../../platform/clock.ts';
import { entitlementsOf, type TierColumns } from './service.ts';

const none: TierColumns = { premium_until: null, plus_until: null, vip_until: null, premium_lifetime: 0, paused_until: null, is_pay_user: 0 };

describe('entitlements', () => {
  const clock = new ManualClock();

  it('gives a member without any tier the free tier', () => {
    expect(entitlementsOf(none, clock.now())).toEqual({
      tier: 'free',
      isPremium: false,
      isPlus: false,
      isVip: false,
      isLifetime: false,
      isPaused: false,
      isPayUser: false,
    });
  });

  it('nests the tiers: VIP includes Plus, Plus includes Premium', () => {
    const now = clock.now();
    expect(entitlementsOf({ ...none, premium_until: now + DAY }, now)).toMatchObject({ tier: 'premium', isPremium: true, isPlus: false, isVip: false });
    expect(entitlementsOf({ ...none, plus_until: now + DAY }, now)).toMatchObject({ tier: 'plus', isPremium: true, isPlus: true, isVip: false });
    expect(entitlementsOf({ ...none, premium_until: now + DAY, vip_until: now + DAY }, now)).toMatchObject({ tier: 'vip', isPremium: true, isPlus: true, isVip: true, isPayUser: true });
  });

  it('ends a subscription on the clock', () => {
    const account = { ...none, plus_until: clock.now() + 7 * DAY, premium_until: clock.now() + 30 * DAY };
    const later = new ManualClock(clock.now());
    expect(entitlementsOf(account, later.now()).tier).toBe('plus');
    later.advance(7 * DAY);
    expect(entitlementsOf(account, later.now()).tier).toBe('premium');
    later.advance(23 * DAY);
    expect(entitlementsOf(account, later.now())).toMatchObject({ tier: 'free', isPremium: false });
  });

  it('suspends a paused subscription until the pause ends', () => {
    const now = clock.now();
    const paused = { ...none, premium_until: now + 30 * DAY, paused_until: now + 7 * DAY };
    expect(entitlementsOf(paused, now)).toMatchObject({ tier: 'free', isPremium: false, isPaused: true, isPayUser: true });
    expect(entitlementsOf(paused, now + 7 * DAY)).toMatchObject({ tier: 'premium', isPremium: true, isPaused: false });
  });

  it('keeps a lifetime premium for ever, paused or not', () => {
    const lifetime = { ...none, premium_lifetime: 1, paused_until: clock.now() + DAY };
    expect(entitlementsOf(lifetime, clock.now() + 3650 * DAY)).toMatchObject({ tier: 'premium', isLifetime: true, isPremium: true });
    expect(entitlementsOf(lifetime, clock.now())).toMatchObject({ tier: 'premium', isPaused: true });
  });

  it('remembers a former payer as a pay user', () => {
    expect(entitlementsOf({ ...none, is_pay_user: 1, premium_until: clock.now() - DAY }, clock.now())).toMatchObject({ tier: 'free', isPayUser: true });
  });
});
