/**
 * Route patterns as the route tables write them: `/login`, `/contact/:id`, `/settings/*`, `*`,
 * and, under a parent's `/*`, relative ones (`deactivate`, `:userHashId/photos/:photoId`).
 */
export type Params = Record<string, string>;

export interface Match {
  params: Params;
  /** The part of the path the pattern took before its `*`: the base of the routes inside it. */
  base: string;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** `pattern` joined to `base`, the parent route's matched path. */
export function joinPattern(base: string, pattern: string): string {
  if (pattern.startsWith('/')) return pattern;
  return `${base.replace(/\/$/, '')}/${pattern}`;
}

export function matchPath(pattern: string, pathname: string): Match | null {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  const params: Params = {};
  for (let i = 0; i < wanted.length; i++) {
    const segment = wanted[i]!;
    if (segment === '*') {
      params['*'] = actual.slice(i).map(decode).join('/');
      return { params, base: `/${actual.slice(0, i).join('/')}` };
    }
    const part = actual[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(part);
    else if (segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return wanted.length === actual.length ? { params, base: `/${actual.join('/')}` } : null;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * How specific a pattern is: a fixed segment counts most, a parameter less, a splat least, so
 * `/settings/legal-documents/*` wins over `/settings/*` whatever their order in the table.
 */
export function rank(pattern: string): number {
  return segmentsOf(pattern).reduce((score, segment) => score + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10), 0);
}

/** The best of `patterns` for `pathname`: the most specific, the first of equals. */
export function bestMatch<T extends { pattern: string }>(candidates: readonly T[], pathname: string): { candidate: T; match: Match } | null {
  let best: { candidate: T; match: Match; score: number } | null = null;
  for (const candidate of candidates) {
    const match = matchPath(candidate.pattern, pathname);
    if (!match) continue;
    const score = rank(candidate.pattern);
    if (!best || score > best.score) best = { candidate, match, score };
  }
  return best && { candidate: best.candidate, match: best.match };
}
