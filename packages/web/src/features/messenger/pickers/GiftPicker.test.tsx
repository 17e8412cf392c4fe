import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import type { GiftPriceTable } from '@amora/contracts';
import { renderUi } from '../../../test/render-ui.tsx';
import { GiftPicker } from './GiftPicker.tsx';

async function openPicker(props: { priceTable?: GiftPriceTable; coinBalance?: number } = {}, language: 'en-US' | 'ru-RU' = 'en-US') {
  const onPick = vi.fn();
  const onClose = vi.fn();
  const view = await renderUi(<GiftPicker {...props} onPick={onPick} onClose={onClose} />, { language });
  const dialog = await screen.findByRole('dialog');
  const tiles = within(dialog).getAllByRole('listitem').map((item) => within(item).getByRole('button'));
  return { ...view, dialog, tiles, onPick, onClose };
}

const giftIdOf = (tile: HTMLElement) => Number(/\/gifts\/(\d+)\.svg$/.exec(within(tile).getByRole('img').getAttribute('src')!)![1]);

describe('the gift picker (issue 18 point 4, spec 2 §3 "Gift")', () => {
  it('offers gifts 1–284 only, images loaded lazily, priced by the mixed table, and sends the picked id', async () => {
    const { user, dialog, tiles, onPick } = await openPicker();
    expect(within(dialog).getByRole('heading', { name: 'Send a gift' })).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Gifts' })).toBeTruthy();
    expect(tiles.map(giftIdOf)).toEqual(Array.from({ length: 284 }, (_, index) => index + 1));
    expect(tiles.every((tile) => within(tile).getByRole('img').getAttribute('loading') === 'lazy')).toBe(true);

    expect(tiles[0]!.textContent).toContain('Free');
    expect(within(tiles[0]!).getByRole('img').getAttribute('alt')).toBe('Rose');
    expect(tiles[39]!.textContent).toContain('Free');
    expect(tiles[40]!.textContent).toContain('100 coins');
    expect(tiles[283]!.textContent).toContain('100 coins');
    expect(tiles.filter((tile) => tile.textContent!.includes('Free'))).toHaveLength(40);
    expect(within(dialog).queryByText(/You have/)).toBeNull();

    await user.click(tiles[40]!);
    expect(onPick).toHaveBeenCalledWith(41);
  });

  it('prices every gift at 100 coins in the all-paid table and shows the member’s coins', async () => {
    const { dialog, tiles } = await openPicker({ priceTable: 'allPaid', coinBalance: 1 });
    expect(tiles.every((tile) => tile.textContent!.includes('100 coins'))).toBe(true);
    expect(within(dialog).getByText('You have 1 coin')).toBeTruthy();
  });

  it('speaks the member’s language, plurals included', async () => {
    const { dialog, tiles } = await openPicker({ coinBalance: 250 }, 'ru-RU');
    expect(within(dialog).getByRole('heading', { name: 'Отправить подарок' })).toBeTruthy();
    expect(within(dialog).getByText('У вас 250 монет')).toBeTruthy();
    expect(tiles[0]!.textContent).toContain('Бесплатно');
    expect(tiles[40]!.textContent).toContain('100 монет');
  });

  it('is usable by keyboard and closes on Escape', async () => {
    const { user, tiles, onPick, onClose } = await openPicker();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(tiles[0]);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{Enter}');
    expect(onPick).toHaveBeenCalledWith(10);
    await user.keyboard('{End} ');
    expect(onPick).toHaveBeenLastCalledWith(284);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
