import { randomBytes } from 'node:crypto';

/**
 * A hid: the public, URL-safe, unguessable id other users see instead of the numeric id
 * (DESIGN.md §5). 16 random bytes → 22 base64url characters, 128 bits of entropy.
 */
export function newHid(): string {
  return randomBytes(16).toString('base64url');
}

/** An opaque secret (refresh tokens, login keys): 32 random bytes, base64url. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}
