import type { FieldName, StepId } from './steps.ts';

/** Sign-up codes of spec 1 §8. */
export const SignupCode = { generic: 0, email: 18, password: 30, passwordAlt: 31 } as const;

export type FailureRoute = { kind: 'step'; stepId: StepId; errors: Partial<Record<FieldName, string>> } | { kind: 'reload' };

/**
 * Where a failed sign-up sends the member (spec 1 §4.6). A route to a step the flow does not
 * have (no password step in the e-mail flow) falls back to reloading the registration.
 */
export function routeSignupFailure(code: number | null, message: string, flowSteps: readonly StepId[]): FailureRoute {
  const toStep = (stepId: StepId, errors: Partial<Record<FieldName, string>>): FailureRoute =>
    flowSteps.includes(stepId) ? { kind: 'step', stepId, errors } : { kind: 'reload' };
  if (code === SignupCode.email) return toStep('email', { email: 'errors.emailInvalid' });
  if (code === SignupCode.password || code === SignupCode.passwordAlt) return toStep('password', { password: 'errors.passwordInvalid' });
  if (code === SignupCode.generic) {
    if (/e-?mail/i.test(message)) return toStep('email', { email: 'errors.emailInvalid' });
    if (/name/i.test(message)) return toStep('name', { name: 'errors.nameInvalid' });
  }
  return { kind: 'reload' };
}
