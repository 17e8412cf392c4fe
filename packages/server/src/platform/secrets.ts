import fs from 'node:fs';
import path from 'node:path';
import { createECDH, randomBytes } from 'node:crypto';

/** The server's VAPID key pair (RFC 8292), base64url: the uncompressed P-256 public point and the private scalar. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Server secrets. Generated into DATA_DIR on first start when not given (DESIGN.md §3). */
export interface Secrets {
  /** HS256 key for access tokens and signed links. */
  jwtKey: string;
  /**
   * Signs web pushes (modules/webpush). Browsers bind a subscription to this public key, so it
   * must outlive restarts: a new key silently orphans every subscription.
   */
  vapid: VapidKeys;
}

export function generateSecrets(): Secrets {
  return { jwtKey: randomBytes(48).toString('base64url'), vapid: generateVapidKeys() };
}

export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: ecdh.getPrivateKey('base64url') };
}

/** The secrets file of DATA_DIR, created on first start; a file from before web push gains its VAPID keys once. */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets> & Pick<Secrets, 'jwtKey'>;
    if (stored.vapid) return stored as Secrets;
    const secrets: Secrets = { ...stored, vapid: generateVapidKeys() };
    writeSecrets(file, secrets);
    return secrets;
  }
  const secrets = generateSecrets();
  fs.mkdirSync(dataDir, { recursive: true });
  writeSecrets(file, secrets);
  return secrets;
}

function writeSecrets(file: string, secrets: Secrets): void {
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
}
