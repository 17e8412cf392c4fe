import { describe, expect, it } from 'vitest';
import { INTERESTS, PROFILE_SELECT_FIELDS } from '@amora/contracts';
import { avatarGender } from './avatars.ts';
import { DEMO_CITY_ID, seedCityById } from './cities.ts';
import { AGE_MIN, AGE_MAX, planMember } from './members.ts';

const NOW = Date.UTC(2026, 0, 15, 12);

function ageAt(birthday: string, now: number): number {
  const born = new Date(`${birthday}T00:00:00Z`);
  const today = new Date(now);
  const hadBirthday = today.getUTCMonth() > born.getUTCMonth() || (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() >= born.getUTCDate());
  return today.getUTCFullYear() - born.getUTCFullYear() - (hadBirthday ? 0 : 1);
}

const plans = (seed: number, count: number) => Array.from({ length: count }, (_, i) => planMember(seed, i + 1, NOW));

describe('demo member plans', () => {
  it('are the same for the same seed, different for another, and independent of batching', () => {
    const names = plans(42, 50).map((p) => p.profile.name);
    expect(plans(42, 50).map((p) => p.profile.name)).toEqual(names);
    expect(plans(43, 50).map((p) => p.profile.name)).not.toEqual(names);
    expect(planMember(42, 37, NOW).profile).toEqual(plans(42, 50)[36]!.profile);
  });

  it('put every fourth of the first 400 members within 40 km of the demo account, and spread the rest', () => {
    const home = seedCityById(DEMO_CITY_ID)!;
    const km = (plan: ReturnType<typeof planMember>) => {
      const north = (plan.profile.latitude! - home.latitude) * 111.32;
      const east = (plan.profile.longitude! - home.longitude) * 111.32 * Math.cos((home.latitude * Math.PI) / 180);
      return Math.hypot(north, east);
    };
    const all = plans(11, 800);
    const neighbours = all.filter((plan) => plan.index % 4 === 0 && plan.index <= 400);
    expect(neighbours).toHaveLength(100);
    for (const plan of neighbours) {
      expect(km(plan)).toBeLessThanOrEqual(40);
      expect(plan.profile.country_id).toBe(home.country.geonameId);
    }
    const others = all.filter((plan) => !neighbours.includes(plan));
    expect(others.filter((plan) => km(plan) <= 40).length / others.length).toBeLessThan(0.1);
  });

  it('keep ages within 18–89, most of them 22–45', () => {
    const ages = plans(7, 3000).map((p) => ageAt(p.profile.birthday, NOW));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(AGE_MIN);
    expect(Math.max(...ages)).toBeLessThanOrEqual(AGE_MAX);
    expect(Math.min(...ages)).toBeLessThan(20);
    expect(Math.max(...ages)).toBeGreaterThan(70);
    const core = ages.filter((a) => a >= 22 && a <= 45).length / ages.length;
    expect(core).toBeGreaterThan(0.65);
    expect(core).toBeLessThan(0.85);
  });

  it('fill every profile field with valid ids and a search range around the member', () => {
    for (const plan of plans(9, 500)) {
      const { profile } = plan;
      for (const [field, spec] of Object.entries(PROFILE_SELECT_FIELDS)) {
        const ids = spec.values.map((v) => v.id);
        const value = profile[field as keyof typeof profile];
        if (spec.type === 'select_many') {
          const list = JSON.parse(value as string) as number[];
          expect(list.length).toBeGreaterThan(0);
          expect(list.every((id) => ids.includes(id))).toBe(true);
        } else {
          expect(ids).toContain(value);
        }
      }
      const interests = JSON.parse(profile.interests as string) as number[];
      expect(interests.length).toBeGreaterThanOrEqual(3);
      expect(interests.length).toBeLessThanOrEqual(12);
      expect(new Set(interests).size).toBe(interests.length);
      expect(interests.every((id) => INTERESTS.some((i) => i.id === id))).toBe(true);
      expect(profile.search_age_from).toBeLessThanOrEqual(profile.search_age_to!);
      expect(profile.search_age_from).toBeGreaterThanOrEqual(AGE_MIN);
      expect(profile.search_age_to).toBeLessThanOrEqual(AGE_MAX);
      if (plan.avatarSlot !== null) expect(avatarGender(plan.avatarSlot)).toBe(profile.gender);
      expect(plan.lastOnlineAt).toBeGreaterThanOrEqual(plan.registeredAt);
      expect(NOW - plan.lastOnlineAt).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
    }
  });
});
