import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Opaque tokens whose text the client must not read (page tokens whose keyset says more than the
 * page showed: a distance search hides, the time of someone else's like or visit): AES-256-GCM
 * under a key of the purpose's own (HKDF of the app secret), bound to a scope (the member it was
 * written for, and whatever else must match), so a token altered, forged, of another purpose or
 * of another scope does not open. Used by discovery's search tokens and relations' list tokens.
 */
export class SealedTokens {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly purpose: string,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'amora', `${purpose} page token`, 32));
  }

  seal(scope: string, text: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(this.boundTo(scope));
    const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
  }

  /** The text of a token sealed for this purpose and scope; undefined for anything else. */
  open(scope: string, token: string): string | undefined {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES || raw.toString('base64url') !== token) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(this.boundTo(scope));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }

  private boundTo(scope: string): Buffer {
    return Buffer.from(`${this.purpose}\n${scope}`);
  }
}
