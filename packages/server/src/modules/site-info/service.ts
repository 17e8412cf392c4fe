import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isSiteInfoPage, SIGNUP_MIN_AGE, type Brand, type Language, type SiteInfo, type SiteInfoPage } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
import { contactsOf, operatorOf } from './operators.ts';
import { fillPlaceholders, renderMarkdown, splitTitle } from './render.ts';

/** The date of the last revision of the legal texts; change it with the texts. */
export const CONTENT_REVISION = '2026-11-23';

const CONTENT_DIR = path.join(import.meta.dirname, 'content');

/**
 * The brand's legal and company pages (spec 1 §7 site-info): Markdown in content/<lang>/<page>.md
 * with the brand's company and contacts filled in. A language without its own text reads the
 * en-US one. Texts change only with a deployment, so each rendered page is kept in memory per
 * brand, page and language.
 */
export class SiteInfoService {
  private readonly cache = new Map<string, Promise<SiteInfo | null>>();

  constructor(private readonly contentDir: string = CONTENT_DIR) {}

  async page(brand: Brand, page: string, language: Language): Promise<SiteInfo> {
    if (!isSiteInfoPage(page)) throw ApiError.notFound(`No site-info page ${page}`);
    const key = `${brand.id}:${page}:${language}`;
    let rendered = this.cache.get(key);
    if (!rendered) {
      rendered = this.render(brand, page, language);
      this.cache.set(key, rendered);
      // A text that is missing now may be deployed later; only found pages stay cached.
      void rendered.then((found) => found ?? this.cache.delete(key), () => this.cache.delete(key));
    }
    const found = await rendered;
    if (!found) throw ApiError.notFound(`No text for site-info page ${page}`);
    return found;
  }

  private async render(brand: Brand, page: SiteInfoPage, language: Language): Promise<SiteInfo | null> {
    const source = (await this.read(language, page)) ?? (language === DEFAULT_LANGUAGE ? null : await this.read(DEFAULT_LANGUAGE, page));
    if (!source) return null;
    const values = placeholderValues(brand, source.language);
    const { title, body } = splitTitle(source.text);
    return {
      page,
      title: fillPlaceholders(title, values),
      html: renderMarkdown(fillPlaceholders(body, values)),
      updated: CONTENT_REVISION,
      language: source.language,
    };
  }

  private async read(language: Language, page: SiteInfoPage): Promise<{ text: string; language: Language } | null> {
    try {
      return { text: await fs.readFile(path.join(this.contentDir, language, `${page}.md`), 'utf8'), language };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}

/** The placeholders of the content format, for one brand and language. */
export function placeholderValues(brand: Brand, language: Language): Record<string, string> {
  const operator = operatorOf(brand);
  return {
    brand: brand.name,
    domain: brand.domain,
    company: operator.company,
    companyAddress: operator.companyAddress,
    companyRegistration: operator.companyRegistration,
    vatId: operator.vatId,
    phone: operator.phone,
    ...contactsOf(brand),
    minAge: String(SIGNUP_MIN_AGE),
    updated: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${CONTENT_REVISION}T00:00:00Z`)),
  };
}
