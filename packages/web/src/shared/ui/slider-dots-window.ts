/** Spec 3 §9: a slider shows at most 9 dots. */
export const SLIDER_MAX_DOTS = 9;

/**
 * Which slides get a dot: all of them up to `max`, else a window of `max` around the active
 * one, kept inside the slides. Returns [first, last + 1).
 */
export function sliderDotsWindow(count: number, active: number, max = SLIDER_MAX_DOTS): [number, number] {
  if (count <= max) return [0, count];
  const first = Math.min(Math.max(active - Math.floor(max / 2), 0), count - max);
  return [first, first + max];
}
