/**
 * The drawing vocabulary of the sticker and gift art: a few shape helpers that print SVG
 * elements with short attributes, and the colours every image shares. Coordinates are on a
 * 64-unit grid; numbers are kept to at most one decimal so the files stay small.
 */

/** The outline of every shape: a deep plum, softer than black on the pastel backdrops. */
export const INK = '#3a2440';
export const WHITE = '#fff';
export const GOLD = '#ffc93c';
export const LEAF = '#46b45f';
export const CREAM = '#fff1dc';
export const CHOCOLATE = '#7a4429';
export const BISCUIT = '#e8a15a';
export const BERRY = '#e8344f';

/** Attributes that switch the outline off (highlights, sprinkles, backdrop decoration). */
export const NO_STROKE = ' stroke="none"';

const n = (value: number) => String(Math.round(value * 10) / 10);

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;

export const rect = (x: number, y: number, width: number, height: number, rx: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra}/>`;

/** A path; `fill` defaults to none (the group's), for lines. */
export const path = (d: string, fill = '', extra = '') => `<path d="${d}"${fill ? ` fill="${fill}"` : ''}${extra}/>`;

/** A closed polygon through points given as [x, y] pairs. */
export const polygon = (points: readonly (readonly [number, number])[], fill: string, extra = '') =>
  path(`M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`, fill, extra);

/** A star with `spikes` points, outer and inner radius, its first point straight up. */
export function starPoints(cx: number, cy: number, spikes: number, outer: number, inner: number): [number, number][] {
  return Array.from({ length: spikes * 2 }, (_, index) => {
    const radius = index % 2 ? inner : outer;
    const angle = (Math.PI * index) / spikes - Math.PI / 2;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });
}

/** A heart whose widest point is `width` wide, its dip at (cx, top). */
export function heart(cx: number, top: number, width: number, fill: string, extra = '') {
  const s = width / 44;
  const x = (dx: number) => n(cx + dx * s);
  const y = (dy: number) => n(top + dy * s);
  return path(
    `M${x(0)} ${y(34)}C${x(-22)} ${y(20)} ${x(-20)} ${y(-3)} ${x(-8)} ${y(-3)}C${x(-3)} ${y(-3)} ${x(0)} ${y(1)} ${x(0)} ${y(4)}C${x(0)} ${y(1)} ${x(3)} ${y(-3)} ${x(8)} ${y(-3)}C${x(20)} ${y(-3)} ${x(22)} ${y(20)} ${x(0)} ${y(34)}Z`,
    fill,
    extra,
  );
}

/** A soft white highlight, the light catching a round surface. */
export const shine = (cx: number, cy: number, rx: number, ry: number) => ellipse(cx, cy, rx, ry, WHITE, ` fill-opacity=".7"${NO_STROKE}`);

/** A small four-pointed sparkle, drawn without outline. */
export const sparkle = (cx: number, cy: number, r: number, fill: string) =>
  polygon(starPoints(cx, cy, 4, r, r * 0.35), fill, NO_STROKE);

/**
 * A sticker's document: the drawing with a white die-cut border around its silhouette (the alpha
 * grown by a filter, painted white, laid underneath), so the dark outline still stands out on a
 * dark thread. The view box leaves room for the border.
 */
export function stickerDocument(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-3 -3 70 70"><filter id="c"><feMorphology in="SourceAlpha" operator="dilate" radius="2.4"/><feColorMatrix values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter><g filter="url(#c)" stroke="${INK}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" fill="none">${body}</g></svg>\n`;
}

/** The document around a drawing: a 64-unit view box, outlined shapes by default. */
export function svgDocument(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><g stroke="${INK}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" fill="none">${body}</g></svg>\n`;
}
