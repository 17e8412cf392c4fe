/** The verification module's public surface (it owns the `verifications` table). */
export { default as verificationRoutes } from './routes.ts';
export { VerificationService, type VerificationDecision } from './service.ts';
export type { PendingVerificationRow, VerificationRow } from './repo.ts';
