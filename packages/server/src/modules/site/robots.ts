/**
 * What crawlers may read (issue 14): the public pages (home, login, the legal texts) and what
 * renders them; everything else is the funnel, the member area or the API, of no use in search
 * and nobody's business there. Allow-listed rather than deny-listed, so a new member screen is
 * private without anyone remembering to add it; the longest matching rule wins (RFC 9309).
 */
const PUBLIC_PATHS = ['/$', '/login$', '/info/', '/assets/', '/brand/', '/i18n/'];

/** robots.txt of every brand's site (the rules do not depend on the brand; unknown hosts get none). */
export const ROBOTS_TXT = ['User-agent: *', ...PUBLIC_PATHS.map((path) => `Allow: ${path}`), 'Disallow: /', ''].join('\n');
