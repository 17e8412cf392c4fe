/** How one sample member is drawn. */
export interface PortraitLook {
  /** Background hue, 0–360. */
  hue: number;
  skin: string;
  hair: string;
  clothes: string;
  longHair: boolean;
}

const HAIR_LONG = 'M86 196 C70 90 120 52 150 52 C180 52 230 90 214 196 C224 250 210 290 196 300 L104 300 C90 290 76 250 86 196 Z';
const HAIR_SHORT = 'M92 168 C84 96 120 64 150 64 C180 64 216 96 208 168 C202 136 182 122 150 124 C118 122 98 136 92 168 Z';
const FRINGE = 'M94 150 C96 96 126 70 150 70 C178 70 206 96 206 146 C190 116 168 106 150 108 C132 110 110 120 94 150 Z';

/**
 * An abstract head-and-shoulders portrait as an SVG data address: sample members need a face,
 * and a drawing never shows a real person as someone they are not (the demo seed does the same).
 */
export function portrait({ hue, skin, hair, clothes, longHair }: PortraitLook): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 80%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 60% 60%)"/></linearGradient></defs>
<rect width="300" height="400" fill="url(#bg)"/>
<circle cx="250" cy="70" r="46" fill="#fff" opacity="0.14"/><circle cx="40" cy="300" r="60" fill="#fff" opacity="0.1"/>
${longHair ? `<path d="${HAIR_LONG}" fill="${hair}"/>` : ''}
<path d="M36 400 C44 318 96 290 150 290 C204 290 256 318 264 400 Z" fill="${clothes}"/>
<rect x="132" y="230" width="36" height="68" rx="16" fill="${skin}" opacity="0.85"/>
<ellipse cx="150" cy="180" rx="54" ry="66" fill="${skin}"/>
<ellipse cx="130" cy="180" rx="5" ry="6.5" fill="#2b2b33"/><ellipse cx="170" cy="180" rx="5" ry="6.5" fill="#2b2b33"/>
<circle cx="118" cy="202" r="9" fill="#ff8a80" opacity="0.25"/><circle cx="182" cy="202" r="9" fill="#ff8a80" opacity="0.25"/>
<path d="M134 210 Q150 224 166 210" fill="none" stroke="#8a4b38" stroke-width="4" stroke-linecap="round"/>
<path d="${longHair ? FRINGE : HAIR_SHORT}" fill="${hair}"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
