import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The shipped rates; the operator edits them and restarts (they are read at start). */
export const DEMO_POPULATION_FILE = path.resolve(import.meta.dirname, '../../../config/demo-population.json');

const chance = z.number().min(0).max(1);
/** `[min, max]`, in the unit the key names. */
const span = (max: number) =>
  z
    .tuple([z.number().min(0).max(max), z.number().min(0).max(max)])
    .refine(([from, to]) => from <= to, 'the first bound is above the second');

export const demoPopulationFileSchema = z.object({
  $comment: z.string().optional(),
  tickSeconds: z.number().int().min(1).max(3600),
  rosterSize: z.number().int().min(0).max(100_000),
  likeBack: z.object({ chance, afterSeconds: span(86_400) }),
  replies: z.object({ chance, afterSeconds: span(86_400) }),
  newcomers: z.object({
    withinHours: z.number().min(0).max(24 * 30),
    chance,
    admirers: z.number().int().min(0).max(100),
    radiusKm: z.number().min(1).max(20_000),
    afterSeconds: span(7 * 86_400),
  }),
  presence: z
    .object({ chance, periodMinutes: z.number().int().min(1).max(24 * 60), sessionMinutes: span(24 * 60) })
    .refine((presence) => presence.sessionMinutes[1] <= presence.periodMinutes, { message: 'a session is longer than its period', path: ['sessionMinutes'] }),
});

/** How the seeded members behave (config/demo-population.json, documented in its `$comment`). */
export type DemoPopulationRates = Omit<z.infer<typeof demoPopulationFileSchema>, '$comment'>;
export type PresenceRates = DemoPopulationRates['presence'];

export function parseDemoPopulationFile(text: string, file: string): DemoPopulationRates {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = demoPopulationFileSchema.safeParse(raw);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new Error(`${file}: ${where}`);
  }
  const { $comment: _comment, ...rates } = parsed.data;
  return rates;
}

/** At start a missing or broken file is a deployment error: it fails loudly. */
export function loadDemoPopulationRates(file = DEMO_POPULATION_FILE): DemoPopulationRates {
  return parseDemoPopulationFile(fs.readFileSync(file, 'utf8'), file);
}
