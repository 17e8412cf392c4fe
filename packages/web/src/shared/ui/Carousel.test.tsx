import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/preact';
import { renderUi } from '../../test/render-ui.tsx';
import { Carousel, SLIDE_MS, type CarouselProps } from './Carousel.tsx';

const WIDTH = 360;
const SLIDES = ['Likes you', 'Unlimited likes', 'Who visited'];

/** Holds its children back until "Show" is pressed, so they mount on the test's clock. */
function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  if (shown) return children;
  return (
    <button type="button" onClick={() => setShown(true)}>
      Show
    </button>
  );
}

/**
 * Renders with real timers (translations load over fetch), then mounts the carousel on a frozen
 * clock. The viewport has no layout in happy-dom, so its width is given as a browser measures it.
 */
async function renderCarousel(props: Partial<CarouselProps> = {}) {
  const onIndexChange = vi.fn();
  const view = await renderUi(
    <Later>
      <Carousel label="Premium benefits" slides={SLIDES.map((text) => <p key={text}>{text}</p>)} onIndexChange={onIndexChange} {...props} />
    </Later>,
  );
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  const carousel = screen.getByRole('region', { name: 'Premium benefits' });
  const viewport = carousel.firstElementChild as HTMLElement;
  Object.defineProperty(viewport, 'clientWidth', { value: WIDTH });
  return { ...view, carousel, viewport, onIndexChange };
}

/** The slide a sighted user sees: the only one not hidden from assistive technology. */
const shownSlide = () => screen.getByRole('group').textContent;
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

/** A pointer drag of `dx` px taking `durationMs`, in a few moves as a finger makes them. */
function drag(viewport: HTMLElement, dx: number, durationMs: number, { release = true } = {}) {
  const startX = 200;
  fireEvent.pointerDown(viewport, { pointerId: 1, clientX: startX, button: 0, pointerType: 'touch' });
  for (const share of [0.25, 0.5, 0.75, 1]) {
    act(() => void vi.advanceTimersByTime(durationMs / 4));
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: startX + dx * share, pointerType: 'touch' });
  }
  if (release) fireEvent.pointerUp(viewport, { pointerId: 1, clientX: startX + dx, pointerType: 'touch' });
}

afterEach(() => vi.useRealTimers());

describe('Carousel drag (spec 3 §4, §9: half the width or 0.5 px/ms)', () => {
  it('moves to the next slide on a slow drag past half the width', async () => {
    const { viewport, onIndexChange } = await renderCarousel();
    drag(viewport, -(WIDTH / 2 + 1), 2000);
    expect(shownSlide()).toBe('Unlimited likes');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
  });

  it('snaps back from a slow drag of half the width', async () => {
    const { viewport, onIndexChange } = await renderCarousel();
    drag(viewport, -WIDTH / 2, 2000);
    expect(shownSlide()).toBe('Likes you');
    expect(onIndexChange).not.toHaveBeenCalled();
  });

  it('moves on a short, fast flick', async () => {
    const { viewport } = await renderCarousel({ initialIndex: 1 });
    drag(viewport, 60, 100);
    expect(shownSlide()).toBe('Likes you');
  });

  it('follows the finger while dragging', async () => {
    const { viewport } = await renderCarousel();
    drag(viewport, -40, 400, { release: false });
    const trackStyle = (viewport.firstElementChild as HTMLElement).style.transform;
    expect(trackStyle).toBe('translateX(calc(0% + -40px))');
  });

  it('stops at the ends when not infinite', async () => {
    const { viewport } = await renderCarousel();
    drag(viewport, WIDTH, 2000);
    expect(shownSlide()).toBe('Likes you');
    drag(viewport, -WIDTH, 2000);
    drag(viewport, -WIDTH, 2000);
    drag(viewport, -WIDTH, 2000);
    expect(shownSlide()).toBe('Who visited');
  });

  it('wraps both ways when infinite', async () => {
    const { viewport, onIndexChange } = await renderCarousel({ infinite: true });
    drag(viewport, WIDTH, 2000);
    expect(shownSlide()).toBe('Who visited');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    advance(SLIDE_MS);
    expect(shownSlide()).toBe('Who visited');
    drag(viewport, -WIDTH, 2000);
    expect(shownSlide()).toBe('Likes you');
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
  });
});

describe('Carousel taps', () => {
  it('lets a tap click a button on the slide, but not a drag that ends over it', async () => {
    const onClick = vi.fn();
    const slides = [<button key="a" type="button" onClick={onClick}>Choose</button>, <p key="b">Second</p>];
    const { viewport } = await renderCarousel({ slides });
    const button = screen.getByRole('button', { name: 'Choose' });
    fireEvent.pointerDown(button, { pointerId: 1, clientX: 100, button: 0, pointerType: 'touch' });
    fireEvent.pointerUp(button, { pointerId: 1, clientX: 102, pointerType: 'touch' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    drag(viewport, -40, 400);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(shownSlide()).toBe('Choose');
  });
});

describe('Carousel autoplay (spec 3 §4)', () => {
  it('moves on at the interval', async () => {
    await renderCarousel({ autoplayMs: 3000 });
    advance(2999);
    expect(shownSlide()).toBe('Likes you');
    advance(1);
    expect(shownSlide()).toBe('Unlimited likes');
    advance(3000);
    expect(shownSlide()).toBe('Who visited');
  });

  it('goes round when infinite', async () => {
    await renderCarousel({ autoplayMs: 3000, infinite: true, initialIndex: 2 });
    advance(3000);
    expect(shownSlide()).toBe('Likes you');
    advance(SLIDE_MS);
    expect(shownSlide()).toBe('Likes you');
    advance(3000 - SLIDE_MS);
    expect(shownSlide()).toBe('Unlimited likes');
  });

  it('pauses while dragging and starts the interval afresh after the drag', async () => {
    const { viewport } = await renderCarousel({ autoplayMs: 3000 });
    advance(2000);
    drag(viewport, -20, 4000, { release: false });
    expect(shownSlide()).toBe('Likes you');
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 180, pointerType: 'touch' });
    advance(2999);
    expect(shownSlide()).toBe('Likes you');
    advance(1);
    expect(shownSlide()).toBe('Unlimited likes');
  });

  it('waits while the keyboard is on the carousel', async () => {
    const { carousel } = await renderCarousel({ autoplayMs: 3000 });
    act(() => carousel.focus());
    advance(9000);
    expect(shownSlide()).toBe('Likes you');
  });
});

describe('Carousel for assistive technology and keyboard', () => {
  it('names the carousel and each slide by its position', async () => {
    const { carousel } = await renderCarousel();
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('group', { name: '1 of 3' }).getAttribute('aria-roledescription')).toBe('slide');
  });

  it('shows where it is with slider dots', async () => {
    const { viewport } = await renderCarousel();
    drag(viewport, -WIDTH, 2000);
    expect(screen.getByRole('img', { name: 'Slide 2 of 3' })).toBeTruthy();
  });

  it('leaves the dots out when told to', async () => {
    await renderCarousel({ dots: false });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('moves with the arrow keys', async () => {
    const { carousel } = await renderCarousel();
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownSlide()).toBe('Unlimited likes');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(shownSlide()).toBe('Likes you');
  });
});
