import type { FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_COOKIE, matchLanguage, type Brand, type Language } from '@amora/contracts';

/**
 * The language of a rendered page: the `lang` cookie the member chose (spec 1 §1), else the
 * browser's Accept-Language, else the brand's default.
 */
export function pageLanguage(request: FastifyRequest, brand: Brand): Language {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return matchLanguage(request.headers['accept-language']) ?? brand.defaultLanguage;
}
