/**
 * The safety module's public surface (DESIGN.md §14 "safety"): blocks and abuse reports. It owns
 * `member_blocks`, `abuse_reports` and `discovery_holds`; the member-view pipeline reads blocks
 * and review holds through `SafetyService` as its block slot, relations reacts to
 * `member.blocked`, and the operator's command reviews reports through `SafetyOperator`.
 */
export { default as safetyRoutes } from './routes.ts';
export { SafetyService, type SafetyDeps } from './service.ts';
export { SafetyOperator, type OpenReport } from './operator.ts';
