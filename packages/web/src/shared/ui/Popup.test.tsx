import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/preact';
import { renderUi } from '../../test/render-ui.tsx';
import { Popup, type PopupProps } from './Popup.tsx';

/** A page with a button that opens the popup, as a feature would hold it. */
function Page({ onClosed, ...props }: Omit<PopupProps, 'onClose' | 'title'> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClosed?.();
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <Popup title="It's a match!" onClose={close} {...props} />}
    </>
  );
}

/** The system setting, as the browser reports it; other media queries answer as before. */
function preferReducedMotion() {
  const real = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
    const list = real(query);
    if (query === '(prefers-reduced-motion: reduce)') Object.defineProperty(list, 'matches', { value: true });
    return list;
  });
}

async function openPopup(props: Omit<PopupProps, 'onClose' | 'title'> = {}) {
  const onClosed = vi.fn();
  await renderUi(<Page onClosed={onClosed} {...props} />);
  vi.useFakeTimers();
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { onClosed, opener, popup: screen.getByRole('dialog', { name: "It's a match!" }) };
}

describe('Popup (spec 3 §2, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is a modal dialog that takes focus, centred by default', async () => {
    const { popup } = await openPopup({ description: 'You and Ana like each other.' });

    expect(popup.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(popup);
    expect(popup.parentElement!.getAttribute('data-align')).toBe('center');
    expect(screen.getByRole('dialog', { description: 'You and Ana like each other.' })).toBe(popup);
  });

  it.each(['top', 'bottom', 'fullscreen'] as const)('can sit at the %s', async (align) => {
    const { popup } = await openPopup({ align });

    expect(popup.parentElement!.getAttribute('data-align')).toBe(align);
  });

  it('plays its 400 ms leave animation before closing, then gives focus back', async () => {
    const { popup, opener, onClosed } = await openPopup();

    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));

    expect(popup.parentElement!.hasAttribute('data-leaving')).toBe(true);
    act(() => void vi.advanceTimersByTime(399));
    expect(onClosed).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes without waiting when the system asks for reduced motion', async () => {
    preferReducedMotion();
    const { popup, onClosed } = await openPopup();

    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    act(() => void vi.advanceTimersByTime(0));

    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and on the backdrop, not on a click inside, and only once', async () => {
    const { popup, onClosed } = await openPopup();

    fireEvent.click(screen.getByRole('heading', { name: "It's a match!" }));
    act(() => void vi.advanceTimersByTime(400));
    expect(onClosed).not.toHaveBeenCalled();

    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(popup.parentElement!);
    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => void vi.advanceTimersByTime(400));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('stacks up to three buttons, each with its tip', async () => {
    const subscribe = vi.fn();
    const { popup } = await openPopup({
      buttons: [
        { label: 'Get Premium', tip: 'Cancel at any time', onClick: subscribe },
        { label: 'Get coins', onClick: () => {} },
        { label: 'Maybe later', onClick: () => {} },
      ],
    });

    expect(within(popup).getAllByRole('button').map((button) => button.textContent)).toEqual(['', 'Get Premium', 'Get coins', 'Maybe later']);
    const main = screen.getByRole('button', { name: 'Get Premium', description: 'Cancel at any time' });
    fireEvent.click(main);
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Maybe later' }).hasAttribute('aria-describedby')).toBe(false);
  });

  it('refuses more than three buttons', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const button = (label: string) => ({ label, onClick: () => {} });

    expect(() => render(<Popup title="Four" buttons={['a', 'b', 'c', 'd'].map(button)} onClose={() => {}} />)).toThrow(/at most 3 buttons/);
  });

  it('shows the avatar with its icon badge, the image and the round icons', async () => {
    const { popup } = await openPopup({
      avatar: { src: '/photos/ana.webp', alt: 'Ana', badge: { icon: 'verified', label: 'Verified' } },
      image: { src: '/img/hearts.webp', alt: '' },
      icons: [<svg key="a" data-testid="icon" />, <svg key="b" data-testid="icon" />],
    });

    expect(within(popup).getByRole('img', { name: 'Ana' }).getAttribute('src')).toBe('/photos/ana.webp');
    expect(within(popup).getByRole('img', { name: 'Verified' })).toBeTruthy();
    expect(popup.querySelector('img[src="/img/hearts.webp"]')).toBeTruthy();
    expect(within(popup).getAllByTestId('icon')).toHaveLength(2);
  });
});
