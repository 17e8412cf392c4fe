import type { FastifyInstance } from 'fastify';
import { FieldErrorKey } from '@amora/contracts';
import { ApiError } from './errors.ts';

/** Path of the first string holding U+0000, or undefined. */
export function findNulCharacter(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNulCharacter(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = findNulCharacter(key, [...path, key]) ?? findNulCharacter(inner, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000 (SQLite can), so a NUL anywhere in the input is refused up
 * front as a field error — on both databases alike, and before any route could half-write it.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.body, request.query, request.params]) {
      const path = findNulCharacter(part);
      if (path) throw ApiError.validation({ [path.join('.') || '_']: FieldErrorKey.invalid }, 'Text must not contain NUL characters');
    }
  });
}
