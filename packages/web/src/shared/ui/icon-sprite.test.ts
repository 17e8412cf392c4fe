import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { ICON_NAMES } from './icon-names.ts';
import { loadIconSprite, spriteRetryDelay } from './icon-sprite.ts';

const SPRITE_FILE = path.resolve(import.meta.dirname, '../../../public/icons/sprite.svg');
const SPRITE = fs.readFileSync(SPRITE_FILE, 'utf8');
const sprite = () => new Response(SPRITE, { status: 200, headers: { 'content-type': 'image/svg+xml' } });

/** A sprite route that fails `failures` times (network error) and then answers the file. */
function spriteServer(failures: number) {
  const server = fakeServer();
  let seen = 0;
  server.on('GET /icons/sprite.svg', () => (seen++ < failures ? 'network-error' : sprite()));
  return () => server.calls('GET /icons/sprite.svg').length;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('icon sprite file', () => {
  it('has a symbol for every icon name and no others', () => {
    const ids = [...SPRITE.matchAll(/<symbol id="icon-([a-z-]+)"/g)].map((match) => match[1]);
    expect(ids.sort()).toEqual([...ICON_NAMES].sort());
  });
});

describe('spriteRetryDelay (spec 3 §4: 100 ms × 2^n plus up to 20%)', () => {
  it('doubles from 100 ms with no jitter', () => {
    expect([0, 1, 2].map((retry) => spriteRetryDelay(retry, () => 0))).toEqual([100, 200, 400]);
  });

  it('adds at most 20% random extra', () => {
    expect(spriteRetryDelay(0, () => 0.5)).toBe(110);
    expect(spriteRetryDelay(2, () => 0.999)).toBeLessThan(480);
    expect(spriteRetryDelay(2, () => 0.999)).toBeGreaterThan(479);
  });
});

describe('loadIconSprite', () => {
  it('puts the sprite, hidden, at the start of <body>', async () => {
    spriteServer(0);
    document.body.innerHTML = '<main>page</main>';
    await loadIconSprite();
    const holder = document.body.firstElementChild!;
    expect(holder.id).toBe('icon-sprite');
    expect(holder.getAttribute('aria-hidden')).toBe('true');
    expect((holder as HTMLElement).style.width).toBe('0px');
    expect(holder.querySelector('symbol#icon-double-check')).not.toBeNull();
  });

  it('retries after 100, 200 and 400 ms (+ jitter) and succeeds on the fourth attempt', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const attempts = spriteServer(3);
    const done = loadIconSprite();
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts()).toBe(1);
    await vi.advanceTimersByTimeAsync(109);
    expect(attempts()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts()).toBe(2);
    await vi.advanceTimersByTimeAsync(219);
    expect(attempts()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts()).toBe(3);
    await vi.advanceTimersByTimeAsync(439);
    expect(attempts()).toBe(3);
    expect(document.getElementById('icon-sprite')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(attempts()).toBe(4);
    expect(document.getElementById('icon-sprite')).not.toBeNull();
  });

  it('gives up silently after 4 attempts when the sprite never loads', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const server = fakeServer();
    server.on('GET /icons/sprite.svg', () => new Response('', { status: 503 }));
    const done = loadIconSprite();
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(done).resolves.toBeUndefined();
    expect(server.calls('GET /icons/sprite.svg')).toHaveLength(4);
    expect(document.getElementById('icon-sprite')).toBeNull();
  });

  it('does not fetch again once the sprite is in the page', async () => {
    const attempts = spriteServer(0);
    await loadIconSprite();
    await loadIconSprite();
    expect(attempts()).toBe(1);
    expect(document.querySelectorAll('#icon-sprite')).toHaveLength(1);
  });
});
