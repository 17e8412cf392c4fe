import { SignupCode } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';

/**
 * Every sign-up problem found in one pass, answered as one 400 envelope whose `code` routes the
 * web to a step (spec 1 §4 step 6, contracts/signup.ts): the e-mail first (18), then the password
 * (30/31, whichever the password rule gave), else 0 with the fields named in the message.
 */
export function signupFailure(fields: Record<string, string>, passwordCode?: 30 | 31): ApiError {
  const names = Object.keys(fields);
  if (fields.email) return new ApiError(400, SignupCode.email, 'E-mail invalid or already registered', fields);
  if (fields.password) return new ApiError(400, passwordCode ?? SignupCode.password30, 'Password not accepted', fields);
  return new ApiError(400, SignupCode.generic, `Invalid sign-up fields: ${names.join(', ')}`, fields);
}
