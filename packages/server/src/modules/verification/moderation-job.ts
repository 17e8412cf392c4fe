import type { VerificationService } from './service.ts';

/** Verifications the demo job approves a run. */
const BATCH = 50;

/**
 * The `verification.moderation` job: where moderation auto-approves (config/moderation.json
 * `autoApprove`, on in demo mode), pending verification photos are approved; elsewhere they wait
 * for the operator (`npm run moderate -- verifications`). Expired unused hashes are removed.
 */
export async function moderateVerifications(service: VerificationService, autoApprove: boolean): Promise<number> {
  await service.purgeExpired();
  if (!autoApprove) return 0;
  const pending = await service.pending(BATCH);
  for (const row of pending) await service.decide(row, { approved: true });
  return pending.length;
}
