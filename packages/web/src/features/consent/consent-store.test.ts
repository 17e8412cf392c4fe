import { describe, expect, it, vi } from 'vitest';
import { storeConsent, storedConsent } from './consent-store.ts';

/** document.cookie's own accessor, wherever in the prototype chain the DOM keeps it. */
function cookieDescriptor(): PropertyDescriptor {
  for (let proto: object | null = document; proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
    if (descriptor) return descriptor;
  }
  throw new Error('document.cookie has no accessor');
}

describe('consent storage (spec 1 §3, §9)', () => {
  it('reads nothing until the configured flag is stored', () => {
    document.cookie = 'consent_advertising=1; path=/';
    expect(storedConsent()).toBeNull();
  });

  it('writes a cookie per flag and the configured flag, each far in the future, and reads them back', () => {
    const written: string[] = [];
    const descriptor = cookieDescriptor();
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    storeConsent({ functional: false, performance: true, advertising: false, policy: 'gdpr' });
    spy.mockRestore();

    expect(written.map((cookie) => cookie.split(';')[0])).toEqual([
      'consent_functional=0',
      'consent_performance=1',
      'consent_advertising=0',
      'consent_policy=gdpr',
      'consent_configured=1',
    ]);
    for (const cookie of written) expect(cookie).toContain('expires=Fri, 31 Dec 9999');
    expect(storedConsent()).toEqual({ functional: false, performance: true, advertising: false, policy: 'gdpr' });
  });

  it('follows cookies changed elsewhere (another tab), and reads an unknown popup name as the simple one', () => {
    storeConsent({ functional: true, performance: true, advertising: true, policy: 'strict' });
    document.cookie = 'consent_advertising=0; path=/';
    document.cookie = 'consent_policy=whatever; path=/';
    expect(storedConsent()).toEqual({ functional: true, performance: true, advertising: false, policy: 'simple' });
  });
});
