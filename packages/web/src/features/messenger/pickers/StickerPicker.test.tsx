import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { renderUi } from '../../../test/render-ui.tsx';
import { StickerPicker } from './StickerPicker.tsx';

const names = (list: HTMLElement) => within(list).getAllByRole('img').map((image) => image.getAttribute('alt'));

async function openPicker(memberHid: string) {
  const onPick = vi.fn();
  const onClose = vi.fn();
  const view = await renderUi(<StickerPicker memberHid={memberHid} onPick={onPick} onClose={onClose} />);
  await screen.findByRole('dialog', { name: 'Stickers' });
  return { ...view, onPick, onClose };
}

describe('the sticker picker (issue 18 point 4, spec 2 §9 "Recent stickers kept")', () => {
  it('sends the picked sticker and keeps the member’s four newest, newest first, without repeats', async () => {
    const { user, onPick, unmount } = await openPicker('hid-ana');
    const all = screen.getByRole('list', { name: 'All stickers' });
    expect(within(all).getAllByRole('button')).toHaveLength(16);
    expect(within(all).getByRole('img', { name: 'Waving hello' }).getAttribute('src')).toBe('/stickers/wave.svg');
    expect(screen.queryByRole('list', { name: 'Recently sent' })).toBeNull();

    for (const name of ['Wink', 'Heart', 'Laughing', 'Wink', 'Coffee', 'Kiss']) await user.click(within(all).getByRole('button', { name }));
    expect(onPick.mock.calls.map(([type]) => type)).toEqual(['wink', 'heart', 'laugh', 'wink', 'coffee', 'kiss']);
    expect(names(screen.getByRole('list', { name: 'Recently sent' }))).toEqual(['Kiss', 'Coffee', 'Wink', 'Laughing']);

    // A pick from the recent row moves it to the front.
    await user.click(within(screen.getByRole('list', { name: 'Recently sent' })).getByRole('button', { name: 'Wink' }));
    expect(onPick).toHaveBeenLastCalledWith('wink');
    expect(names(screen.getByRole('list', { name: 'Recently sent' }))).toEqual(['Wink', 'Kiss', 'Coffee', 'Laughing']);
    unmount();

    // Kept on the device for this member only.
    const again = await openPicker('hid-ana');
    expect(names(screen.getByRole('list', { name: 'Recently sent' }))).toEqual(['Wink', 'Kiss', 'Coffee', 'Laughing']);
    again.unmount();
    await openPicker('hid-ben');
    expect(screen.queryByRole('list', { name: 'Recently sent' })).toBeNull();
  });

  it('reads a damaged recent row as far as it still names stickers', async () => {
    localStorage.setItem('amora.recentStickers.hid-ana', JSON.stringify(['party', 'no-such-sticker', 7, 'party', 'wow']));
    await openPicker('hid-ana');
    expect(names(screen.getByRole('list', { name: 'Recently sent' }))).toEqual(['Party', 'Wow']);
  });

  it('moves by arrow keys with one tab stop, picks with Enter and closes on Escape', async () => {
    const { user, onPick, onClose } = await openPicker('hid-ana');
    const tiles = within(screen.getByRole('list', { name: 'All stickers' })).getAllByRole('button');
    expect(tiles.map((tile) => tile.tabIndex)).toEqual([0, ...Array(15).fill(-1)]);

    await user.tab(); // the sheet's close button
    await user.tab();
    expect(document.activeElement).toBe(tiles[0]);
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(tiles[5]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tiles[15]);
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowLeft}');
    expect(document.activeElement).toBe(tiles[10]);
    await user.keyboard('{Home}{Enter}');
    expect(onPick).toHaveBeenCalledWith('wave');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
