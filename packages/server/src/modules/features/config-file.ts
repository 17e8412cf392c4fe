import fs from 'node:fs';
import { z } from 'zod';
import { BRAND_IDS, hidSchema, splitGroupSchema } from '@amora/contracts';
import type { Clock } from '../../platform/clock.ts';

/**
 * The operator's file of feature flags and split tests (`config.featuresFile`,
 * `config/features.json`). A flag lists its variants, the default, and overrides; the first
 * override whose brands and countries both match (an absent list matches all) wins.
 */
const overrideSchema = z.object({
  brands: z.array(z.number().int().refine((id) => BRAND_IDS.includes(id), 'unknown brand id')).min(1).optional(),
  countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2, upper case')).min(1).optional(),
  variant: hidSchema,
});

const flagSchema = z
  .object({ hid: hidSchema, variants: z.array(hidSchema).min(1), default: hidSchema, overrides: z.array(overrideSchema).default([]) })
  .refine((flag) => flag.variants.includes(flag.default), { message: 'default is not one of the variants', path: ['default'] })
  .refine((flag) => flag.overrides.every((o) => flag.variants.includes(o.variant)), { message: 'an override names an unknown variant', path: ['overrides'] });

const splitSchema = z
  .object({ hid: hidSchema, groups: z.array(z.object({ group: splitGroupSchema, weight: z.number().min(0) })).min(1) })
  .refine((split) => split.groups.some((g) => g.weight > 0), { message: 'every weight is 0', path: ['groups'] })
  .refine((split) => new Set(split.groups.map((g) => g.group)).size === split.groups.length, { message: 'a group is listed twice', path: ['groups'] });

const uniqueHids = (items: { hid: string }[]) => new Set(items.map((i) => i.hid)).size === items.length;

export const featuresFileSchema = z.object({
  flags: z.array(flagSchema).refine(uniqueHids, 'a flag hid is listed twice'),
  splits: z.array(splitSchema).refine(uniqueHids, 'a split hid is listed twice'),
});
export type FeaturesFile = z.infer<typeof featuresFileSchema>;
export type FlagConfig = FeaturesFile['flags'][number];
export type SplitConfig = FeaturesFile['splits'][number];

export function parseFeaturesFile(text: string, file: string): FeaturesFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = featuresFileSchema.safeParse(raw);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new Error(`${file}: ${where}`);
  }
  return parsed.data;
}

/** How often, at most, the file's mtime is looked at. */
const CHECK_INTERVAL_MS = 1000;

/**
 * Holds the parsed file and picks up an operator's edit without a restart: at most once a second
 * (on the clock) a request stats the file, and a changed mtime or size re-reads it. A broken edit
 * keeps the last good configuration and is reported, so a typo never takes the site down.
 */
export class FeaturesConfigStore {
  private current: FeaturesFile;
  private stamp: string;
  private checkedAt: number;

  constructor(
    private readonly file: string,
    private readonly clock: Clock,
    private readonly onReloadError: (error: Error) => void,
  ) {
    // At start a missing or broken file is a deployment error: fail loudly.
    this.stamp = this.statStamp();
    this.current = parseFeaturesFile(fs.readFileSync(file, 'utf8'), file);
    this.checkedAt = clock.now();
  }

  get(): FeaturesFile {
    const now = this.clock.now();
    if (now - this.checkedAt >= CHECK_INTERVAL_MS) {
      this.checkedAt = now;
      this.reloadIfChanged();
    }
    return this.current;
  }

  private reloadIfChanged(): void {
    let stamp: string;
    try {
      stamp = this.statStamp();
    } catch {
      stamp = 'missing';
    }
    if (stamp === this.stamp) return;
    // Remember the stamp even when the edit is broken: each bad edit is reported once.
    this.stamp = stamp;
    try {
      this.current = parseFeaturesFile(fs.readFileSync(this.file, 'utf8'), this.file);
    } catch (error) {
      this.onReloadError(error as Error);
    }
  }

  private statStamp(): string {
    const stat = fs.statSync(this.file);
    return `${stat.mtimeMs}:${stat.size}`;
  }
}
