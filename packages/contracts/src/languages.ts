/** The ten languages every page text exists in (spec 1 §1). */
export const LANGUAGES = ['ru-RU', 'en-US', 'es-ES', 'es-MX', 'pt-BR', 'fr-FR', 'pl-PL', 'uk-UA', 'de-DE', 'hi-IN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

/** The cookie that keeps the chosen language (spec 1 §1). */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the best supported language for a tag or an Accept-Language header:
 * an exact match first, then the first language sharing the primary subtag.
 */
export function matchLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const exact = LANGUAGES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const primary = tag.split('-')[0]!.toLowerCase();
    const near = LANGUAGES.find((l) => l.split('-')[0]!.toLowerCase() === primary);
    if (near) return near;
  }
  return null;
}

/**
 * The translation namespaces the web loads before its first render (web app/i18n.ts); the server
 * preloads them with the page, so they download beside the script instead of after it.
 */
export const STARTUP_NAMESPACES = ['common', 'auth', 'ui'] as const;

/** A namespace's name: a plain word the server serves (`/i18n/<lang>/<namespace>.json`), so a request can never name a path outside its directory. */
export const I18N_NAMESPACE_PATTERN = /^[a-z][a-z0-9-]{0,63}$/;

/** Where a namespace's texts are served; the build id makes each deployment's texts a new URL. */
export function translationsPath(language: string, namespace: string, build: string): string {
  return `/i18n/${language}/${namespace}.json?v=${encodeURIComponent(build)}`;
}
