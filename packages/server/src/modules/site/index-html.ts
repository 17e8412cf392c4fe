import fs from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from './escape-html.ts';
import { headTags, type PageContext } from './head-tags.ts';

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

/**
 * index.html rendered per brand and language from the built SPA (spec 1 §1: title, description,
 * language, manifest, favicons, share preview). The template is read once per process: a new
 * web build ships with a server restart.
 */
export class IndexHtml {
  private template: Promise<string> | undefined;

  constructor(private readonly webDistDir: string) {}

  async render(page: PageContext): Promise<string> {
    this.template ??= fs.readFile(path.join(this.webDistDir, 'index.html'), 'utf8').catch(() => BUILT_IN_TEMPLATE);
    return fillTemplate(await this.template, page);
  }
}

function fillTemplate(template: string, page: PageContext): string {
  const lang = escapeHtml(page.language);
  const title = `<title>${escapeHtml(page.brand.title)}</title>`;
  const tags = headTags(page);
  let html = HTML_LANG.test(template)
    ? template.replace(HTML_LANG, (_m, open: string, close: string) => `${open}${lang}${close}`)
    : template.replace(HTML_OPEN, () => `<html lang="${lang}"`);
  html = TITLE.test(html) ? html.replace(TITLE, () => title) : html.replace(HEAD_CLOSE, () => `${title}\n  </head>`);
  return html.includes(HEAD_MARKER)
    ? html.replace(HEAD_MARKER, () => tags)
    : html.replace(HEAD_CLOSE, () => `${tags}\n  </head>`);
}
