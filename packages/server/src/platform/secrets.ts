import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** Server secrets. Generated into DATA_DIR on first start when not given (DESIGN.md §3). */
export interface Secrets {
  /** HS256 key for access tokens and signed links. */
  jwtKey: string;
}

export function generateSecrets(): Secrets {
  return { jwtKey: randomBytes(48).toString('base64url') };
}

export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Secrets;
  const secrets = generateSecrets();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
