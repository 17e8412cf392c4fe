/**
 * A suggestion for a mistyped mail domain (`gmial.com` → `gmail.com`), offered by the sign-up
 * e-mail check as `fixed_email`. Domains are matched against the marketing module's list of our
 * markets' common domains; a domain on the list, or too far from every entry, gets no suggestion.
 */

/**
 * Top-level domains no one means, with the one they almost certainly meant. Real short TLDs
 * (`.co`, `.cm`) are absent: they may be meant.
 */
const TLD_FIXES: Readonly<Record<string, string>> = {
  con: 'com',
  cmo: 'com',
  ocm: 'com',
  vom: 'com',
  xom: 'com',
  comm: 'com',
  coom: 'com',
  nte: 'net',
  ner: 'net',
  ogr: 'org',
  rog: 'org',
  ri: 'ru',
  ry: 'ru',
};

/**
 * Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each cost 1 ("gmial" is one slip away from "gmail").
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * One slip for short domains, two for long ones: "gmx.at" is a real domain two edits from
 * "gmx.de", while "hotmial.co" is two edits from "hotmail.com" and surely meant it.
 */
function tolerance(domain: string): number {
  return domain.length >= 10 ? 2 : 1;
}

function closestKnownDomain(domain: string, known: readonly string[]): string | undefined {
  let best: { domain: string; distance: number } | undefined;
  for (const candidate of known) {
    // Lengths further apart than the tolerance cannot be close enough; skip the table.
    if (Math.abs(candidate.length - domain.length) > tolerance(domain)) continue;
    const distance = editDistance(domain, candidate);
    if (distance <= tolerance(domain) && (!best || distance < best.distance)) best = { domain: candidate, distance };
  }
  return best?.domain;
}

/** The address with its domain fixed, or undefined when nothing looks mistyped. */
export function suggestFixedEmail(email: string, knownDomains: readonly string[]): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 1) return undefined;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  if (!domain || knownDomains.includes(domain)) return undefined;
  const known = closestKnownDomain(domain, knownDomains);
  if (known) return `${local}@${known}`;
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? TLD_FIXES[domain.slice(dot + 1)] : undefined;
  if (!tld) return undefined;
  const fixedDomain = `${domain.slice(0, dot)}.${tld}`;
  return `${local}@${closestKnownDomain(fixedDomain, knownDomains) ?? fixedDomain}`;
}
