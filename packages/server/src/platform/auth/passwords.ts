import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, not importable under verbatimModuleSyntax). */
const ARGON2ID = 2;

/**
 * argon2id with OWASP's second recommended profile (m=19 MiB, t=2, p=1): slow enough to make
 * guessing expensive, fast enough for login throughput (DESIGN.md §6, §11).
 */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password, ARGON2_OPTIONS);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

function dummy(): Promise<string> {
  return (dummyHash ??= hashPassword('dummy-password-for-timing'));
}

/** Builds the dummy hash ahead of the first login, so that login is not slower than the rest. */
export async function prepareDummyHash(): Promise<void> {
  await dummy();
}

/**
 * Verifies against a throwaway hash so an unknown e-mail costs the same time as a wrong
 * password (DESIGN.md §6): the answer must not tell which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await dummy(), password);
  return false;
}
