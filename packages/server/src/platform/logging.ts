import type { FastifyServerOptions } from 'fastify';

/**
 * Keys whose values never reach a log line (spec 1 §8, DESIGN.md §6); coordinates too, since a
 * browser's position is never kept anywhere but as its cell (DESIGN.md §14).
 */
export const SENSITIVE_KEYS = ['password', 'confirmPassword', 'old_password', 'new_password', 'cvv', 'access_token', 'refresh_token', 'token', 'ak', 'pauth', 'authorization', 'cookie', 'social_token', 'signed_query', 'latitude', 'longitude'];

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
 * Masks secrets in free text (client log lines): `"password":"x"`, `"latitude":52.5`,
 * `password=x`, `Authorization: JWT x`, `cvv: 123`.
 */
export function maskSecrets(text: string): string {
  const keys = SENSITIVE_KEYS.join('|');
  return text
    .replace(new RegExp(`("(?:${keys})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi'), `$1"${MASK}"`)
    .replace(new RegExp(`("(?:${keys})"\\s*:\\s*)-?[\\d.][\\d.eE+-]*`, 'gi'), `$1"${MASK}"`)
    .replace(new RegExp(`\\b((?:${keys})\\s*[=:]\\s*)(?:(?:JWT|Bearer)\\s+)?[^\\s&,;"}]+`, 'gi'), `$1${MASK}`);
}

/**
 * Query parameters that carry secrets in links: login keys, recover links (`q`, `t`), and the
 * signature of a media URL (`s`), which is a capability for that photo while it lasts.
 */
const URL_SECRET_PARAMS = new Set([...SENSITIVE_KEYS, 'q', 't', 'unsubscribe', 's']);
/** Paths whose last segment is a capability (the data-export download link). */
const SECRET_PATH = /^(\/rest\/v2\/user\/data-export\/)[^/]+/;

/**
 * The URL with its secrets masked. Decided on the decoded URL, as the router and the query parser
 * read it: `/%72est/v2/user/data-export/…` reaches the download and `?%61k=…` is the login key.
 */
export function maskUrl(url: string): string {
  const at = url.indexOf('?');
  const path = maskPath(at < 0 ? url : url.slice(0, at));
  if (at < 0) return path;
  // URLSearchParams decodes the keys (`%61k` → `ak`); the masked query is written back encoded.
  const params = new URLSearchParams(url.slice(at + 1));
  for (const key of [...params.keys()]) if (URL_SECRET_PARAMS.has(key.toLowerCase())) params.set(key, MASK);
  return `${path}?${params.toString()}`;
}

function maskPath(path: string): string {
  const readable = decodeUnreserved(path);
  return SECRET_PATH.test(readable) ? readable.replace(SECRET_PATH, `$1${MASK}`) : path;
}

/** Percent-encoded letters, digits and `-._~` decoded, as the router decodes them: enough to spell any path prefix. */
function decodeUnreserved(path: string): string {
  return path.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[\w.~-]/.test(char) ? char : escape;
  });
}
