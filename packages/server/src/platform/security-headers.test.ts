import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it('leave HSTS and upgrade-insecure-requests to an https deployment', () => {
    const http = securityHeaders({ publicUrl: undefined });
    expect(http['strict-transport-security']).toBeUndefined();
    expect(http['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const https = securityHeaders({ publicUrl: 'https://amora.example' });
    expect(https['strict-transport-security']).toContain('max-age=');
    expect(https['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  describe('on every answer of the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp('sqlite');
    });
    afterAll(() => t.close());

    it('a JSON answer, an API error and an unknown path alike', async () => {
      const answers = [
        await t.request({ method: 'GET', url: '/revisionConfig.json' }),
        await t.request({ method: 'GET', url: '/rest/v2/user/info/profile' }),
        await t.request({ method: 'GET', url: '/rest/v2/no-such-call' }),
      ];
      expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404]);
      for (const res of answers) {
        expect(res.headers['content-security-policy']).toContain("default-src 'self'");
        expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      }
    });
  });
});
