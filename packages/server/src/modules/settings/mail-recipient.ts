import { brandById, type Brand } from '@amora/contracts';
import type { Platform } from '../../platform/platform.ts';
import { memberLanguage, type AccountRow } from '../accounts/index.ts';
import type { MailRecipient } from '../emails/index.ts';

/** A mail to the member (or to `to`), from the member's brand, in the member's language. */
export function memberRecipient(platform: Platform, account: Pick<AccountRow, 'brand_id' | 'language' | 'email'>, to = account.email): MailRecipient & { brand: Brand } {
  const brand = brandById(account.brand_id);
  if (!brand) throw new Error(`Account of unknown brand ${account.brand_id}`);
  return { config: platform.config, brand, lang: memberLanguage(account.language, brand), to };
}
