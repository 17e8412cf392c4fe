import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { I18N_NAMESPACE_PATTERN, isLanguage } from '@amora/contracts';

export interface TranslationFile {
  body: Buffer;
  etag: string;
}

const NAMESPACE = I18N_NAMESPACE_PATTERN;

/**
 * The web's translation files (`<i18nDir>/<lang>/<namespace>.json`), kept in memory with an
 * ETag and re-read when a file changes on disk (a deploy, or the web's dev build).
 */
export class TranslationFiles {
  private readonly cache = new Map<string, { stamp: string } & TranslationFile>();

  constructor(private readonly dir: string) {}

  /** The file, or undefined for an unknown language, a bad namespace or a missing file. */
  async read(lang: string, namespace: string): Promise<TranslationFile | undefined> {
    if (!isLanguage(lang) || !NAMESPACE.test(namespace)) return undefined;
    const file = path.join(this.dir, lang, `${namespace}.json`);
    let stamp: string;
    let body: Buffer;
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile()) return undefined;
      stamp = `${stat.mtimeMs}:${stat.size}`;
      const cached = this.cache.get(file);
      if (cached?.stamp === stamp) return cached;
      body = await fs.readFile(file);
    } catch {
      // Missing, or removed between the two calls: either way there is no such file.
      return undefined;
    }
    const entry = { stamp, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    this.cache.set(file, entry);
    return entry;
  }
}
