import type { FastifyServerOptions } from 'fastify';

/** Keys whose values never reach a log line (spec 1 §8, DESIGN.md §6). */
export const SENSITIVE_KEYS = ['password', 'confirmPassword', 'old_password', 'new_password', 'cvv', 'access_token', 'refresh_token', 'token', 'ak', 'pauth', 'authorization', 'cookie', 'social_token', 'signed_query'];

const MASK = '***';

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      // URLs carry secrets too (`?ak=…` from e-mail links, `?t=…` recover links).
      req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: req.method,
        url: maskUrl(req.url),
        host: req.hostname,
        remoteAddress: req.ip,
      }),
    },
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

/** Query parameters that carry secrets in links: login keys, recover links (`q`, `t`). */
const URL_SECRET_PARAMS = new Set([...SENSITIVE_KEYS, 'q', 't', 'unsubscribe']);
/** Paths whose last segment is a capability (the data-export download link). */
const SECRET_PATH = /^(\/rest\/v2\/user\/data-export\/)[^/?]+/;

export function maskUrl(url: string): string {
  url = url.replace(SECRET_PATH, `$1${MASK}`);
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const key of [...params.keys()]) if (URL_SECRET_PARAMS.has(key.toLowerCase())) params.set(key, MASK);
  return `${url.slice(0, at)}?${params.toString()}`;
}
