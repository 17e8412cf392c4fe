import fs from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from './escape-html.ts';
import { headTags, startupTexts, type PageContext } from './head-tags.ts';

/** Where the per-brand tags go; the web's index.html carries it inside <head>. */
export const HEAD_MARKER = '<!--amora:head-->';

/**
 * Used when packages/web has not been built (API-only runs and server tests): the same markers
 * as the web's index.html, so every brand still gets a complete document.
 */
const BUILT_IN_TEMPLATE = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="color-scheme" content="light dark" />
    <title>Amora</title>
    ${HEAD_MARKER}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const HTML_LANG = /(<html\b[^>]*?\slang=")[^"]*(")/i;
const HTML_OPEN = /<html\b/i;
const TITLE = /<title>[\s\S]*?<\/title>/i;
const HEAD_CLOSE = /<\/head>/i;
const EMPTY_ROOT = '<div id="root"></div>';
/** How Vite writes the entry and its imports into index.html (one tag per line). */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html rendered per brand and language from the built SPA (spec 1 §1: title, description,
 * language, manifest, favicons, share preview). The template is read once per process: a new
 * web build ships with a server restart.
 */
export class IndexHtml {
  private templates: Promise<{ shell: string; rendered: AppScripts }> | undefined;

  constructor(private readonly webDistDir: string) {}

  /** `root`: markup for inside `#root` (a first page rendered here), or null for the empty shell. */
  async render(page: PageContext, root: string | null = null): Promise<string> {
    this.templates ??= fs
      .readFile(path.join(this.webDistDir, 'index.html'), 'utf8')
      .catch(() => BUILT_IN_TEMPLATE)
      .then((shell) => ({ shell, rendered: takeAppScripts(shell) }));
    const { shell, rendered } = await this.templates;
    if (root === null) return fillTemplate(shell, page, headTags(page));
    // The page paints from its markup: the app's script and texts are no longer on the way to the
    // first paint, and start-app.js (web/public) fetches them once it has happened.
    const { rest, entry, modules } = rendered;
    const start = entry
      ? `\n    <script src="/start-app.js" defer data-entry="${escapeHtml(entry)}" data-modules="${escapeHtml(modules.join(' '))}" data-fetch="${escapeHtml(startupTexts(page.language, page.build).join(' '))}"></script>`
      : '';
    // Inert until the app takes the markup over (main.tsx): a tick or a keystroke before then
    // would do nothing, or be undone by the app's first render.
    return fillTemplate(rest, page, headTags(page, { preloadTexts: false }) + start).replace(EMPTY_ROOT, () => `<div id="root" inert>${root}</div>`);
  }
}

/** The template without the build's module script and preloads (`rest`), and their addresses. */
interface AppScripts {
  rest: string;
  entry: string | null;
  modules: string[];
}

function takeAppScripts(template: string): AppScripts {
  let entry: string | null = null;
  const modules: string[] = [];
  const rest = template
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      entry = src;
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      modules.push(href);
      return '';
    });
  return { rest, entry, modules };
}

function fillTemplate(template: string, page: PageContext, tags: string): string {
  const lang = escapeHtml(page.language);
  const title = `<title>${escapeHtml(page.brand.title)}</title>`;
  let html = HTML_LANG.test(template)
    ? template.replace(HTML_LANG, (_m, open: string, close: string) => `${open}${lang}${close}`)
    : template.replace(HTML_OPEN, () => `<html lang="${lang}"`);
  html = TITLE.test(html) ? html.replace(TITLE, () => title) : html.replace(HEAD_CLOSE, () => `${title}\n  </head>`);
  return html.includes(HEAD_MARKER)
    ? html.replace(HEAD_MARKER, () => tags)
    : html.replace(HEAD_CLOSE, () => `${tags}\n  </head>`);
}
