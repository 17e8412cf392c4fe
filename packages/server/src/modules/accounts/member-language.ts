import { isLanguage, type Brand, type Language } from '@amora/contracts';

/** The language to write to a member in (mail, pushes): theirs when we write it, else the brand's. */
export function memberLanguage(accountLanguage: string | null | undefined, brand: Pick<Brand, 'defaultLanguage'>): Language {
  return isLanguage(accountLanguage) ? accountLanguage : brand.defaultLanguage;
}
