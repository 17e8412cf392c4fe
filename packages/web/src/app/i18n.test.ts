import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, I18N_NAMESPACE_PATTERN, LANGUAGES } from '@amora/contracts';
import { LAZY_NAMESPACES, NAMESPACES } from './i18n.ts';

const I18N_DIR = path.resolve(import.meta.dirname, '../../public/i18n');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (!value || typeof value !== 'object') throw new Error(`${prefix}: not a string or object`);
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

function keysOf(language: string, namespace: string): Set<string> {
  const file = path.join(I18N_DIR, language, `${namespace}.json`);
  if (!fs.existsSync(file)) return new Set();
  return new Set(flatten(JSON.parse(fs.readFileSync(file, 'utf8'))));
}

it('names every namespace as the server serves it (a name it refuses would load as raw keys)', () => {
  for (const namespace of [...NAMESPACES, ...LAZY_NAMESPACES]) expect(namespace).toMatch(I18N_NAMESPACE_PATTERN);
});

/**
 * Every language has every key of en-US (DESIGN.md §10). A plural key counts as present when the
 * language has each plural form its own rules need (Russian, Ukrainian, Polish need _few/_many).
 */
describe.each(LANGUAGES)('translations for %s', (language) => {
  it.each([...NAMESPACES, ...LAZY_NAMESPACES])('has every en-US key of %s', (namespace) => {
    const reference = keysOf(DEFAULT_LANGUAGE, namespace);
    const own = keysOf(language, namespace);
    const pluralForms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const missing = new Set<string>();
    for (const key of reference) {
      if (PLURAL_SUFFIX.test(key)) {
        const base = key.replace(PLURAL_SUFFIX, '');
        for (const form of pluralForms) if (!own.has(`${base}_${form}`)) missing.add(`${base}_${form}`);
      } else if (!own.has(key)) {
        missing.add(key);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
