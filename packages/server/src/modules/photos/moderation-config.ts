import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The shipped rule set; the operator edits it and restarts (it is read at start). */
export const MODERATION_CONFIG_FILE = path.resolve(import.meta.dirname, '../../../config/moderation.json');

const duplicateRuleSchema = z.union([z.literal(false), z.object({ maxDistance: z.number().int().min(0).max(32) })]);

export const moderationFileSchema = z.object({
  autoApprove: z.union([z.boolean(), z.literal('demo')]),
  batchSize: z.number().int().min(1).max(1000),
  rules: z.object({
    minimumDimensions: z.union([z.literal(false), z.object({ width: z.number().int().min(1), height: z.number().int().min(1) })]),
    duplicateOfOtherMember: duplicateRuleSchema,
    duplicateOfOwnPhoto: duplicateRuleSchema,
  }),
});
export type ModerationFile = z.infer<typeof moderationFileSchema>;

/** The rule set as the job applies it: `autoApprove` already decided for this server. */
export type ModerationRules = Omit<ModerationFile, 'autoApprove'> & { autoApprove: boolean };

export function parseModerationFile(text: string, file: string, demoMode: boolean): ModerationRules {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = moderationFileSchema.safeParse(raw);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new Error(`${file}: ${where}`);
  }
  const { autoApprove, ...rest } = parsed.data;
  return { ...rest, autoApprove: autoApprove === 'demo' ? demoMode : autoApprove };
}

/** At start a missing or broken file is a deployment error: it fails loudly. */
export function loadModerationRules(demoMode: boolean, file = MODERATION_CONFIG_FILE): ModerationRules {
  return parseModerationFile(fs.readFileSync(file, 'utf8'), file, demoMode);
}
