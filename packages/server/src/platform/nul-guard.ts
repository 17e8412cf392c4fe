import type { FastifyInstance } from 'fastify';
import { FieldErrorKey } from '@amora/contracts';
import { ApiError } from './errors.ts';

/** A value still to visit; the path to it is kept as a link to its parent, not copied per value. */
interface Visit {
  value: unknown;
  /** Array index or object key under the parent; undefined for the root. */
  key: string | undefined;
  /** The key is an object key, itself text that may hold a NUL. */
  isObjectKey: boolean;
  parent: Visit | undefined;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Path of the first string holding U+0000 (an object key or a value, depth first, a key before
 * its value), or undefined. An explicit stack instead of recursion, so no nesting can overflow the
 * call stack, and linear in the size of the value: the path is built only for the hit.
 */
export function findNulCharacter(value: unknown): string[] | undefined {
  const stack: Visit[] = [{ value, key: undefined, isObjectKey: false, parent: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    if (visit.isObjectKey && visit.key!.includes('\u0000')) return pathOf(visit);
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: String(i), isObjectKey: false, parent: visit });
    } else if (current && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      // Bytes (a Buffer body) are not text fields.
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        stack.push({ value: (current as Record<string, unknown>)[key], key, isObjectKey: true, parent: visit });
      }
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
