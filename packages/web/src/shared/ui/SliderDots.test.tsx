import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { renderUi } from '../../test/render-ui.tsx';
import { sliderDotsWindow } from './slider-dots-window.ts';
import { SliderDots } from './SliderDots.tsx';

const dots = () => [...screen.getByRole('img').children] as HTMLElement[];

describe('SliderDots (spec 3 §5, §9)', () => {
  it('is not shown for a single slide', async () => {
    const { container } = await renderUi(<SliderDots count={1} active={0} />);

    expect(container.textContent).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('has a dot per slide, the active one marked, and says where the slider is', async () => {
    await renderUi(<SliderDots count={4} active={2} />);

    expect(screen.getByRole('img', { name: 'Slide 3 of 4' })).toBeTruthy();
    expect(dots().map((dot) => dot.hasAttribute('data-active'))).toEqual([false, false, true, false]);
  });

  it('shows at most 9 dots, windowed around the active slide', async () => {
    await renderUi(<SliderDots count={20} active={10} />);

    expect(dots()).toHaveLength(9);
    expect(dots().findIndex((dot) => dot.hasAttribute('data-active'))).toBe(4);
    expect(dots().map((dot) => dot.hasAttribute('data-edge'))).toEqual([true, false, false, false, false, false, false, false, true]);
  });
});

describe('sliderDotsWindow', () => {
  it('covers every slide up to 9', () => {
    expect(sliderDotsWindow(9, 8)).toEqual([0, 9]);
  });

  it('keeps the window inside the slides at both ends', () => {
    expect(sliderDotsWindow(10, 0)).toEqual([0, 9]);
    expect(sliderDotsWindow(10, 5)).toEqual([1, 10]);
    expect(sliderDotsWindow(30, 29)).toEqual([21, 30]);
    expect(sliderDotsWindow(30, 15)).toEqual([11, 20]);
  });
});
