import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { STARTUP_NAMESPACES, type Brand, type Language, type RenderFirstPage } from '@amora/contracts';
import type { TranslationFiles } from '../system/index.ts';

/** The logged-out entry (spec 1 §2): where a stranger lands, and so the pages rendered here. */
export const FIRST_PAGE_PATHS: ReadonlySet<string> = new Set(['/', '/login']);

/**
 * A visitor's first page rendered on the server (issue 14): home and login paint from the HTML
 * on a slow phone before their script has arrived, and the app takes the markup over in place.
 * The render is the web's own (packages/web/dist-ssr, built beside dist); each brand, language
 * and path is rendered once per process, as index.html is read once. Without that build (API-only
 * runs, Vite's dev server) or when it fails, the page is the empty shell the app fills as before:
 * a broken render costs speed, never the page.
 */
export class FirstPages {
  private renderer: Promise<RenderFirstPage | null> | undefined;
  private readonly pages = new Map<string, Promise<string | null>>();

  constructor(
    private readonly webDistDir: string,
    private readonly translations: TranslationFiles,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The markup inside `#root`, or null for the empty shell. */
  html(brand: Brand, language: Language, pagePath: string): Promise<string | null> {
    const key = `${brand.id} ${language} ${pagePath}`;
    let page = this.pages.get(key);
    if (!page) {
      page = this.render(brand, language, pagePath);
      this.pages.set(key, page);
    }
    return page;
  }

  private async render(brand: Brand, language: Language, pagePath: string): Promise<string | null> {
    const render = await (this.renderer ??= this.loadRenderer());
    if (!render) return null;
    const texts: Record<string, Record<string, unknown>> = {};
    for (const namespace of STARTUP_NAMESPACES) {
      const file = await this.translations.read(language, namespace);
      if (!file) return null;
      texts[namespace] = JSON.parse(file.body.toString('utf8')) as Record<string, unknown>;
    }
    try {
      return render({ brand, language, path: pagePath, texts });
    } catch (error) {
      this.log.error({ err: error, brand: brand.id, language, path: pagePath }, 'first page render failed; serving the empty shell');
      return null;
    }
  }

  private async loadRenderer(): Promise<RenderFirstPage | null> {
    const file = path.join(this.webDistDir, '..', 'dist-ssr', 'first-page.js');
    if (!fs.existsSync(file)) return null;
    try {
      const module = (await import(pathToFileURL(file).href)) as { renderFirstPage: RenderFirstPage };
      return module.renderFirstPage;
    } catch (error) {
      this.log.error({ err: error, file }, 'first page render did not load; serving the empty shell');
      return null;
    }
  }
}
