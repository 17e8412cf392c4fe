import type { FastifyServerOptions } from 'fastify';

/** Keys whose values never reach a log line (spec 1 §8, DESIGN.md §6). */
export const SENSITIVE_KEYS = ['password', 'old_password', 'new_password', 'cvv', 'access_token', 'refresh_token', 'token', 'ak', 'pauth', 'authorization', 'cookie', 'social_token', 'signed_query'];

const MASK = '***';

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...SENSITIVE_KEYS.flatMap((k) => [`*.${k}`, `*.*.${k}`]),
      ],
      censor: MASK,
    },
  };
}

/**
 * Masks secrets in free text (client log lines): `"password":"x"`, `password=x`,
 * `Authorization: JWT x`, `cvv: 123`.
 */
export function maskSecrets(text: string): string {
  const keys = SENSITIVE_KEYS.join('|');
  return text
    .replace(new RegExp(`("(?:${keys})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi'), `$1"${MASK}"`)
    .replace(new RegExp(`\\b((?:${keys})\\s*[=:]\\s*)(?:(?:JWT|Bearer)\\s+)?[^\\s&,;"}]+`, 'gi'), `$1${MASK}`);
}
