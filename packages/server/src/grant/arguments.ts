import { GRANTABLE_TIERS, type GrantableTier } from '../modules/entitlements/index.ts';

export type GrantCommand =
  | { action: 'tier'; member: string; brand?: number; tier: GrantableTier; days: number }
  | { action: 'coins'; member: string; brand?: number; delta: number; reason: string; key?: string }
  | { action: 'revoke'; member: string; brand?: number }
  | { action: 'show'; member: string; brand?: number };

const OPTIONS = ['days', 'reason', 'key', 'brand'] as const;
type Option = (typeof OPTIONS)[number];

const isTier = (word: string | undefined): word is GrantableTier => (GRANTABLE_TIERS as readonly string[]).includes(word ?? '');
const wholeNumber = (text: string | undefined) => (text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined);

/**
 * Reads `<email|hid> <premium|plus|vip> --days N`, `<email|hid> coins <+N|-N> [--reason R]
 * [--key K]`, `<email|hid> revoke` and `<email|hid> show`, each with an optional `--brand B` for an
 * address used on several brands. Read by hand, as the moderation command is: a hid may begin
 * with `-`, and so does a number of coins to take. Answers the command, or what is wrong with it.
 */
export function parseGrantArguments(args: readonly string[]): GrantCommand | { error: string } {
  const options: Partial<Record<Option, string>> = {};
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const word = args[i]!;
    const option = OPTIONS.find((name) => word === `--${name}` || word.startsWith(`--${name}=`));
    if (!option) positionals.push(word);
    else options[option] = word.includes('=') ? word.slice(word.indexOf('=') + 1) : (args[++i] ?? '');
  }
  const [member, action, amount, ...extra] = positionals;
  if (!member || !action) return { error: 'Name a member (e-mail or hid) and what to grant.' };
  let brand: number | undefined;
  if (options.brand !== undefined) {
    brand = wholeNumber(options.brand);
    if (brand === undefined) return { error: '--brand takes a brand id.' };
  }
  const base = { member, ...(brand === undefined ? {} : { brand }) };
  if (isTier(action)) {
    const days = wholeNumber(options.days);
    if (amount !== undefined || extra.length > 0) return { error: `Unexpected words after ${action}: ${[amount, ...extra].join(' ')}` };
    if (days === undefined) return { error: `${action} needs --days N.` };
    return { action: 'tier', ...base, tier: action, days };
  }
  if (action === 'coins') {
    const match = /^([+-])(\d+)$/.exec(amount ?? '');
    if (!match || extra.length > 0) return { error: 'coins takes one signed number: +100 adds, -20 takes.' };
    const delta = Number(match[2]) * (match[1] === '-' ? -1 : 1);
    return { action: 'coins', ...base, delta, reason: options.reason ?? 'operator', ...(options.key === undefined ? {} : { key: options.key }) };
  }
  if (action === 'revoke' || action === 'show') {
    if (amount !== undefined) return { error: `${action} takes no more words.` };
    return { action, ...base };
  }
  return { error: `Unknown grant "${action}": premium, plus, vip, coins, revoke or show.` };
}
