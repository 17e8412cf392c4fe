import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createECDH } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, PUSH_SERVICE_HOSTS } from '../config.ts';
import { loadOrCreateSecrets } from './secrets.ts';

describe('server secrets in DATA_DIR', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-secrets-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('generates the keys once, readable by the server alone, and keeps them across starts', () => {
    const dir = dataDir();
    const first = loadOrCreateSecrets(dir);
    const file = path.join(dir, 'secrets.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecrets(dir)).toEqual(first);
    // The VAPID pair is a P-256 pair: the public key is the private key's own point.
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(first.vapid.privateKey, 'base64url'));
    expect(ecdh.getPublicKey('base64url')).toBe(first.vapid.publicKey);
    expect(Buffer.from(first.vapid.publicKey, 'base64url')).toHaveLength(65);
  });

  it('adds VAPID keys to a secrets file from before web push, keeping its JWT key', () => {
    const dir = dataDir();
    const file = path.join(dir, 'secrets.json');
    fs.writeFileSync(file, JSON.stringify({ jwtKey: 'kept' }), { mode: 0o600 });
    const upgraded = loadOrCreateSecrets(dir);
    expect(upgraded.jwtKey).toBe('kept');
    expect(upgraded.vapid.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(loadOrCreateSecrets(dir)).toEqual(upgraded);
  });

  it('takes VAPID keys and the subject from the environment, both keys or neither', () => {
    expect(loadConfig({}).webPush).toEqual({ keys: undefined, subject: 'mailto:webpush@amora.invalid', pushServiceHosts: PUSH_SERVICE_HOSTS, allowLoopback: false });
    expect(loadConfig({ VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv', PUBLIC_URL: 'https://amora.example' }).webPush).toMatchObject({
      keys: { publicKey: 'pub', privateKey: 'priv' },
      subject: 'https://amora.example',
    });
    expect(loadConfig({ WEB_PUSH_HOSTS: 'push.example.com, Other.example ', WEB_PUSH_LOOPBACK: '1' }).webPush).toMatchObject({ pushServiceHosts: ['push.example.com', 'other.example'], allowLoopback: true });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'pub' })).toThrow(/both/);
  });
});
