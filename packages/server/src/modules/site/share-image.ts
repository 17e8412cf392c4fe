import { brandIconSvg, brandPalette, SHARE_IMAGE_SIZE, type Brand } from '@amora/contracts';
import { escapeHtml } from './escape-html.ts';

const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * The 1200×630 share-preview picture (Open Graph): the brand's icon and name over its gradient,
 * the share title large and the share description under it, the domain at the foot.
 */
export function shareImageSvg(brand: Brand): string {
  const { width, height } = SHARE_IMAGE_SIZE;
  const light = brandPalette(brand, 'light');
  const dark = brandPalette(brand, 'dark');
  const gradientId = `${brand.shortName}-share-bg`;
  const icon = Buffer.from(brandIconSvg(brand, 112, 'rounded')).toString('base64');
  const titleLines = twoLines(brand.share.title, 28);
  const descriptionLines = twoLines(brand.share.description, 52);
  const descriptionTop = 290 + (titleLines.length - 1) * 72 + 74;
  const text = (x: number, y: number, size: number, weight: number, opacity: number, content: string) =>
    `<text x="${x}" y="${y}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="#FFFFFF" fill-opacity="${opacity}">${escapeHtml(content)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${dark['--color-bg']}"/><stop offset="0.55" stop-color="${light['--color-primary']}"/><stop offset="1" stop-color="${light['--color-accent']}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${gradientId})"/>` +
    `<circle cx="1080" cy="110" r="260" fill="#FFFFFF" fill-opacity="0.06"/>` +
    `<circle cx="1140" cy="560" r="180" fill="#FFFFFF" fill-opacity="0.05"/>` +
    `<image x="80" y="72" width="112" height="112" href="data:image/svg+xml;base64,${icon}"/>` +
    text(220, 150, 60, 700, 1, brand.name) +
    titleLines.map((line, i) => text(80, 290 + i * 72, 64, 800, 1, line)).join('') +
    descriptionLines.map((line, i) => text(80, descriptionTop + i * 42, 32, 400, 0.9, line)).join('') +
    text(80, 580, 28, 600, 0.75, brand.domain) +
    `</svg>`
  );
}

/**
 * Splits a text into at most two lines of `maxChars`, balanced so the second line is not a lone
 * word; a text too long for two lines is cut at a word with an ellipsis.
 */
export function twoLines(text: string, maxChars: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const joined = words.join(' ');
  if (joined.length <= maxChars) return [joined];
  let best: [string, string] | undefined;
  for (let i = 1; i < words.length; i++) {
    const pair: [string, string] = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    if (pair[0].length > maxChars || pair[1].length > maxChars) continue;
    if (!best || Math.max(...pair.map((l) => l.length)) < Math.max(...best.map((l) => l.length))) best = pair;
  }
  if (best) return best;
  const lines: string[] = [];
  let i = 0;
  for (const room of [maxChars, maxChars - 1]) {
    let line = words[i++] ?? '';
    while (i < words.length && `${line} ${words[i]}`.length <= room) line += ` ${words[i++]}`;
    lines.push(line.slice(0, room));
  }
  return [lines[0]!, `${lines[1]}…`];
}
