import { describe, expect, it } from 'vitest';
import { FLOW_STEPS } from './steps.ts';
import { routeSignupFailure } from './signup-failure.ts';

const all = FLOW_STEPS.default;

describe('sign-up failure routing (spec 1 §4.6, §8)', () => {
  it.each([
    [18, '', 'email', { email: 'errors.emailInvalid' }],
    [30, '', 'password', { password: 'errors.passwordInvalid' }],
    [31, '', 'password', { password: 'errors.passwordInvalid' }],
    [0, 'E-mail is not valid', 'email', { email: 'errors.emailInvalid' }],
    [0, 'Bad name', 'name', { name: 'errors.nameInvalid' }],
  ] as const)('code %i with message %j goes to the %s step', (code, message, stepId, errors) => {
    expect(routeSignupFailure(code, message, all)).toEqual({ kind: 'step', stepId, errors });
  });

  it('reloads the registration for any other failure, or a step the flow lacks', () => {
    expect(routeSignupFailure(0, 'something else', all)).toEqual({ kind: 'reload' });
    expect(routeSignupFailure(500, 'e-mail', all)).toEqual({ kind: 'reload' });
    expect(routeSignupFailure(30, '', FLOW_STEPS.email)).toEqual({ kind: 'reload' });
  });
});
