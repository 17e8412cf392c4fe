/** Where the sprite is served from (public/icons/sprite.svg). */
export const ICON_SPRITE_URL = '/icons/sprite.svg';
/** Attempts after the first one fails (spec 3 §9: sprite retries 3). */
export const SPRITE_RETRIES = 3;
const BASE_DELAY_MS = 100;
const MAX_JITTER = 0.2;
const HOLDER_ID = 'icon-sprite';

/**
 * Wait before retry `retry` (0-based): 100 ms × 2^retry plus up to 20% more, so many tabs that
 * failed together do not all come back at the same instant.
 */
export function spriteRetryDelay(retry: number, random: () => number = Math.random): number {
  const base = BASE_DELAY_MS * 2 ** retry;
  return base + base * MAX_JITTER * random();
}

/**
 * Fetches the icon sprite and puts it, hidden, at the start of <body> so `<use href="#icon-…">`
 * resolves everywhere. A failure is retried up to 3 times and then given up silently: icons are
 * decoration, and every labelled icon keeps its accessible name without the sprite (spec 3 §4, §8).
 */
export async function loadIconSprite(url: string = ICON_SPRITE_URL): Promise<void> {
  if (document.getElementById(HOLDER_ID)) return;
  for (let retry = 0; ; retry++) {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`sprite answered ${response.status}`);
      insertSprite(await response.text());
      return;
    } catch {
      if (retry === SPRITE_RETRIES) return;
      await new Promise((resolve) => setTimeout(resolve, spriteRetryDelay(retry)));
    }
  }
}

/** Zero-sized rather than display:none, which would stop some browsers painting the symbols. */
function insertSprite(markup: string): void {
  const holder = document.createElement('div');
  holder.id = HOLDER_ID;
  holder.setAttribute('aria-hidden', 'true');
  holder.style.cssText = 'position:absolute;width:0;height:0;overflow:hidden';
  holder.innerHTML = markup;
  document.body.prepend(holder);
}
