/**
 * What the confirm-e-mail popup keeps across reloads (spec 1 §3 "stored: timestamp of rate limit
 * and e-mail"), so a reload neither loses the address nor restarts the countdown.
 */
export interface StoredConfirmEmail {
  email: string;
  /** Epoch ms until which the server refuses another e-mail; null when none is pending. */
  rateLimitedUntil: number | null;
}

const STORAGE_KEY = 'amora.confirmEmail';

export function loadConfirmEmail(): StoredConfirmEmail | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<StoredConfirmEmail> | null;
    if (!parsed || typeof parsed.email !== 'string') return null;
    return { email: parsed.email, rateLimitedUntil: typeof parsed.rateLimitedUntil === 'number' ? parsed.rateLimitedUntil : null };
  } catch {
    return null;
  }
}

export function saveConfirmEmail(value: StoredConfirmEmail): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
}
