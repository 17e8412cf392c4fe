import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignGroup, resolveFeatures, splitPoint } from './assign.ts';
import { parseFeaturesFile, type SplitConfig } from './config-file.ts';

const groupsArb = fc
  .uniqueArray(fc.integer({ min: -1, max: 3 }), { minLength: 1, maxLength: 5 })
  .chain((groups) => fc.tuple(fc.constant(groups), fc.array(fc.integer({ min: 0, max: 100 }), { minLength: groups.length, maxLength: groups.length })))
  .filter(([, weights]) => weights.some((w) => w > 0))
  .map(([groups, weights]): SplitConfig => ({ hid: 'test-split', groups: groups.map((group, i) => ({ group, weight: weights[i]! })) }));

describe('split assignment', () => {
  it('always picks a weighted group, the same one for the same subject', () => {
    fc.assert(
      fc.property(groupsArb, fc.string(), (split, subject) => {
        const group = assignGroup(split, subject);
        expect(split.groups.find((g) => g.group === group)!.weight).toBeGreaterThan(0);
        expect(assignGroup(split, subject)).toBe(group);
      }),
    );
  });

  it('places subjects in [0, 1), independently per split', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (subject, split) => {
        const point = splitPoint(subject, split);
        expect(point).toBeGreaterThanOrEqual(0);
        expect(point).toBeLessThan(1);
      }),
    );
    const a = Array.from({ length: 2000 }, (_, i) => splitPoint(`member-${i}`, 'a') < 0.5);
    const b = Array.from({ length: 2000 }, (_, i) => splitPoint(`member-${i}`, 'b') < 0.5);
    const agree = a.filter((v, i) => v === b[i]).length / a.length;
    expect(agree).toBeGreaterThan(0.45);
    expect(agree).toBeLessThan(0.55);
  });

  it('follows the weights over many subjects', () => {
    const split: SplitConfig = { hid: 'weights', groups: [{ group: 0, weight: 70 }, { group: 1, weight: 30 }] };
    const n = 10_000;
    const inFirst = Array.from({ length: n }, (_, i) => assignGroup(split, `subject-${i}`)).filter((g) => g === 1).length / n;
    expect(inFirst).toBeGreaterThan(0.28);
    expect(inFirst).toBeLessThan(0.32);
  });
});

describe('flag resolution', () => {
  const file = parseFeaturesFile(
    JSON.stringify({
      flags: [
        {
          hid: 'show-ads',
          variants: ['off', 'on', 'light'],
          default: 'off',
          overrides: [
            { brands: [8], countries: ['PL'], variant: 'light' },
            { brands: [8], variant: 'on' },
          ],
        },
      ],
      splits: [],
    }),
    'test.json',
  );

  it('takes the first override whose brands and countries match', () => {
    expect(resolveFeatures(file, { brandId: 8, country: 'PL' })).toEqual([{ hid: 'show-ads', variant: 'light' }]);
    expect(resolveFeatures(file, { brandId: 8, country: 'DE' })).toEqual([{ hid: 'show-ads', variant: 'on' }]);
    expect(resolveFeatures(file, { brandId: 7, country: 'PL' })).toEqual([{ hid: 'show-ads', variant: 'off' }]);
  });
});

describe('the features file', () => {
  const parse = (value: unknown) => () => parseFeaturesFile(JSON.stringify(value), 'features.json');

  it('names what is wrong with an operator’s edit', () => {
    expect(() => parseFeaturesFile('{', 'features.json')).toThrow(/features.json: not valid JSON/);
    expect(parse({ flags: [{ hid: 'a', variants: ['off'], default: 'on' }], splits: [] })).toThrow(/flags.0.default: default is not one of the variants/);
    expect(parse({ flags: [{ hid: 'a', variants: ['off'], default: 'off', overrides: [{ brands: [999], variant: 'off' }] }], splits: [] })).toThrow(/unknown brand id/);
    expect(parse({ flags: [], splits: [{ hid: 's', groups: [{ group: 0, weight: 0 }] }] })).toThrow(/every weight is 0/);
    expect(parse({ flags: [], splits: [{ hid: 's', groups: [{ group: 4, weight: 1 }] }] })).toThrow(/splits.0.groups.0.group/);
    expect(parse({ flags: [], splits: [{ hid: 's', groups: [{ group: 0, weight: 1 }] }, { hid: 's', groups: [{ group: 0, weight: 1 }] }] })).toThrow(/listed twice/);
  });
});
