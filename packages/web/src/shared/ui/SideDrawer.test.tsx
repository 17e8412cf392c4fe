import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/preact';
import { renderUi } from '../../test/render-ui.tsx';
import { SideDrawer, type DrawerItem } from './SideDrawer.tsx';

const CITIES: DrawerItem[] = [
  { id: 2950159, name: 'Berlin' },
  { id: 2867714, name: 'Munich' },
];

/** A page with a button that opens the drawer, as a screen would hold it. */
function CityPicker({ onPick, onSearch }: { onPick: (item: DrawerItem) => void; onSearch: (query: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        City
      </button>
      <SideDrawer open={open} title="Your city" search={{ onSearch }} items={CITIES} onPick={onPick} onClose={() => setOpen(false)} />
    </>
  );
}

async function renderPicker() {
  const onPick = vi.fn();
  const onSearch = vi.fn();
  await renderUi(<CityPicker onPick={onPick} onSearch={onSearch} />);
  vi.useFakeTimers();
  const opener = screen.getByRole('button', { name: 'City' });
  opener.focus();
  fireEvent.click(opener);
  return { onPick, onSearch, opener, drawer: screen.getByRole('dialog', { name: 'Your city' }) };
}

describe('SideDrawer (spec 3 §2, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens with focus in its search field, whose text reaches the caller', async () => {
    const { onSearch } = await renderPicker();

    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'Ber' } });
    act(() => void vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledWith('Ber');
  });

  it('reports the picked item, then closes, leaving the page 400 ms later', async () => {
    const { onPick, opener, drawer } = await renderPicker();

    fireEvent.click(screen.getByRole('button', { name: 'Munich' }));

    expect(onPick).toHaveBeenCalledExactlyOnceWith(CITIES[1]);
    expect(drawer.parentElement!.hasAttribute('data-leaving')).toBe(true);
    act(() => void vi.advanceTimersByTime(399));
    expect(screen.queryByRole('dialog')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves at once when the system asks for reduced motion', async () => {
    const real = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
      const list = real(query);
      if (query === '(prefers-reduced-motion: reduce)') Object.defineProperty(list, 'matches', { value: true });
      return list;
    });
    await renderPicker();

    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => void vi.advanceTimersByTime(0));

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', async () => {
    await renderPicker();

    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => void vi.advanceTimersByTime(400));

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a backdrop click and on its close button, not on a click inside', async () => {
    const { drawer } = await renderPicker();

    fireEvent.click(screen.getByRole('heading', { name: 'Your city' }));
    act(() => void vi.advanceTimersByTime(400));
    expect(screen.getByRole('dialog')).toBe(drawer);

    fireEvent.click(drawer.parentElement!);
    act(() => void vi.advanceTimersByTime(400));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'City' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => void vi.advanceTimersByTime(400));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens again while still leaving', async () => {
    await renderPicker();

    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => void vi.advanceTimersByTime(200));
    fireEvent.click(screen.getByRole('button', { name: 'City' }));
    act(() => void vi.advanceTimersByTime(400));

    expect(screen.getByRole('dialog').parentElement!.hasAttribute('data-leaving')).toBe(false);
  });
});
