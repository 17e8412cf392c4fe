import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './auth.ts';
import { isEmail, LoginFormError, PASSWORD_MAX_LENGTH, validateLoginForm } from './login-form.ts';

const space = fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2003');
const blank = fc.array(space, { maxLength: 4 }).map((s) => s.join(''));
/** Text that is not blank once trimmed. */
const filled = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0);
const email = fc.emailAddress().filter((e) => e.length <= 254);
const notEmail = filled.filter((s) => !isEmail(s.trim()));
const padded = (text: fc.Arbitrary<string>) => fc.tuple(blank, text, blank).map(([a, s, b]) => a + s + b);

describe('validateLoginForm (spec 1 §5)', () => {
  it('asks for both when both are blank', () => {
    fc.assert(fc.property(blank, blank, (e, p) => {
      expect(validateLoginForm({ email: e, password: p })).toEqual({ ok: false, error: LoginFormError.emptyEmailAndPassword });
    }));
  });

  it('asks for the e-mail when only the e-mail is blank', () => {
    fc.assert(fc.property(blank, filled, (e, p) => {
      expect(validateLoginForm({ email: e, password: p })).toEqual({ ok: false, error: LoginFormError.emptyEmail });
    }));
  });

  it('reports the e-mail format before a blank password', () => {
    fc.assert(fc.property(notEmail, fc.oneof(blank, filled), (e, p) => {
      expect(validateLoginForm({ email: e, password: p })).toEqual({ ok: false, error: LoginFormError.wrongEmailFormat });
    }));
  });

  it('asks for the password when only the password is blank', () => {
    fc.assert(fc.property(padded(email), blank, (e, p) => {
      expect(validateLoginForm({ email: e, password: p })).toEqual({ ok: false, error: LoginFormError.emptyPassword });
    }));
  });

  it('passes a valid e-mail and a password on, trimmed', () => {
    fc.assert(
      fc.property(email, filled, blank, blank, (e, p, a, b) => {
        expect(validateLoginForm({ email: a + e + b, password: b + p + a })).toEqual({ ok: true, email: e, password: p.trim() });
      }),
    );
  });

  it('accepts every generated e-mail address and nothing with spaces or without @', () => {
    fc.assert(fc.property(email, (e) => isEmail(e)));
    fc.assert(fc.property(filled, filled, (a, b) => !isEmail(`${a} x${b}`) && !isEmail(a.replace(/@/g, ''))));
  });
});

describe('loginRequestSchema agrees with the form', () => {
  const anyText = fc.oneof(blank, filled, padded(email), notEmail);

  it('accepts exactly what the form accepts, with the same trimmed values', () => {
    fc.assert(
      fc.property(anyText, anyText, (e, p) => {
        const form = validateLoginForm({ email: e, password: p });
        const parsed = loginRequestSchema.safeParse({ product_id: 7, email: e, password: p });
        expect(parsed.success).toBe(form.ok);
        if (form.ok && parsed.success) expect(parsed.data).toEqual({ product_id: 7, email: form.email, password: form.password });
      }),
    );
  });

  it('names the form’s message keys on the fields', () => {
    fc.assert(
      fc.property(anyText, anyText, (e, p) => {
        const form = validateLoginForm({ email: e, password: p });
        const parsed = loginRequestSchema.safeParse({ product_id: 7, email: e, password: p });
        if (form.ok || parsed.success) return;
        const messages = parsed.error.issues.map((i) => i.message);
        const expected =
          form.error === LoginFormError.emptyEmailAndPassword ? [LoginFormError.emptyEmail, LoginFormError.emptyPassword] : [form.error];
        for (const key of expected) expect(messages).toContain(key);
      }),
    );
  });

  it('refuses an oversized password before anything hashes it', () => {
    expect(loginRequestSchema.safeParse({ product_id: 7, email: 'a@b.co', password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }).success).toBe(false);
  });
});
