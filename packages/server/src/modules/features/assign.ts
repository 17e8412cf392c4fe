import { createHash } from 'node:crypto';
import { SplitGroup, type Feature } from '@amora/contracts';
import type { FeaturesFile, SplitConfig } from './config-file.ts';

/** Who the flags are resolved for. */
export interface Audience {
  brandId: number;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
}

/** Every configured flag with the variant of its first matching override, else its default. */
export function resolveFeatures(file: FeaturesFile, audience: Audience): Feature[] {
  return file.flags.map((flag) => {
    const match = flag.overrides.find(
      (o) => (!o.brands || o.brands.includes(audience.brandId)) && (!o.countries || o.countries.includes(audience.country)),
    );
    return { hid: flag.hid, variant: match?.variant ?? flag.default };
  });
}

/**
 * A point in [0, 1) that depends only on the subject (a member's hid or a visitor's device id)
 * and the split, so the same subject always lands in the same group and different splits are
 * independent of each other.
 */
export function splitPoint(subject: string, splitHid: string): number {
  const digest = createHash('sha256').update(`${splitHid}\u0000${subject}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/** The group whose share of the weights covers the subject's point. */
export function assignGroup(split: SplitConfig, subject: string): SplitGroup {
  const total = split.groups.reduce((sum, g) => sum + g.weight, 0);
  const target = splitPoint(subject, split.hid) * total;
  let reached = 0;
  for (const { group, weight } of split.groups) {
    reached += weight;
    if (target < reached) return group as SplitGroup;
  }
  // Only floating-point rounding gets here: the last group with any weight.
  return ([...split.groups].reverse().find((g) => g.weight > 0)?.group ?? SplitGroup.unspecified) as SplitGroup;
}
