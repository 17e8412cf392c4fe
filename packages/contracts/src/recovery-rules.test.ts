import { describe, expect, it } from 'vitest';
import { isRecoverLinkExpired, NewPasswordError, RECOVER_CLOCK_SKEW_MS, RECOVER_LINK_TTL_MS, validateNewPassword } from './recovery-rules.ts';

describe('recover link expiry', () => {
  const now = Date.UTC(2026, 0, 15, 12);
  it('is valid for exactly one hour from its timestamp', () => {
    expect(isRecoverLinkExpired(now, now)).toBe(false);
    expect(isRecoverLinkExpired(String(now - RECOVER_LINK_TTL_MS), now)).toBe(false);
    expect(isRecoverLinkExpired(now - RECOVER_LINK_TTL_MS - 1, now)).toBe(true);
  });
  it('treats a missing, unreadable or far-future timestamp as expired', () => {
    for (const t of [undefined, null, '', 'abc', '1e3', now + RECOVER_CLOCK_SKEW_MS + 1]) expect(isRecoverLinkExpired(t, now), String(t)).toBe(true);
  });
  it('accepts a fresh link on a device whose clock runs a few minutes behind', () => {
    expect(isRecoverLinkExpired(now + 5 * 60_000, now)).toBe(false);
  });
});

describe('new password form', () => {
  it('follows spec 1 §5, trimming like login', () => {
    expect(validateNewPassword({ password: '', confirmPassword: '' })).toEqual({
      password: NewPasswordError.required,
      confirmPassword: NewPasswordError.confirmRequired,
    });
    expect(validateNewPassword({ password: '  1234567  ', confirmPassword: '1234567' })).toEqual({ password: 'recoverPassword.enterMoreSymb' });
    expect(validateNewPassword({ password: '12345678', confirmPassword: '12345679' })).toEqual({ confirmPassword: NewPasswordError.mismatch });
    expect(validateNewPassword({ password: ' 12345678 ', confirmPassword: '12345678' })).toEqual({});
  });
});
