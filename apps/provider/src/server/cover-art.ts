import type { GameMeta } from '#provider/games/types';
import { codeOf, GAME_GRADIENTS } from './catalogue';
import { symbolArt } from './symbol-art';

/** The three symbols each cover shows (the game's stars), left, centre (large), right. */
const COVER_SYMBOLS: Readonly<Record<string, [string, string, string]>> = {
  'koi-fortune': ['LOTUS', 'KOI', 'PEARL'],
  'sakura-tumble': ['PETAL', 'KITSUNE', 'SCROLL'],
  'golden-tengu': ['COIN', 'TENGU', 'MASK'],
  'book-of-degen': ['ROCKET', 'BOOK', 'DIAMOND'],
  'shrine-roulette': ['LANTERN', 'COIN', 'LANTERN'],
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A game's square cover (480×480 SVG): its gradient, a glow, three symbols and its name. */
export function coverSvg(meta: GameMeta): string {
  const code = codeOf(meta);
  const [from, to] = GAME_GRADIENTS[code] ?? ['#111827', '#4b5563'];
  const [left, centre, right] = COVER_SYMBOLS[code] ?? ['A', 'K', 'Q'];
  const words = meta.name.toUpperCase();
  // Lists show covers in 3:4 cards (the square cropped at the sides): keep the title inside the
  // middle 330 px, and the studio's name clear of the cards' badges and heart at the top.
  const size = Math.min(48, Math.floor(330 / (words.length * 0.66)));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480" width="480" height="480">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.42" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#0b0f1a" stop-opacity="0"/><stop offset="1" stop-color="#0b0f1a" stop-opacity="0.85"/></linearGradient>
</defs>
<rect width="480" height="480" fill="url(#bg)"/>
<g fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2">
<circle cx="240" cy="200" r="120"/><circle cx="240" cy="200" r="170"/><circle cx="240" cy="200" r="220"/>
</g>
<circle cx="240" cy="200" r="180" fill="url(#glow)"/>
<g transform="translate(40 150) scale(1.3)">${symbolArt(left)}</g>
<g transform="translate(300 150) scale(1.3)">${symbolArt(right)}</g>
<g transform="translate(140 80) scale(2)">${symbolArt(centre)}</g>
<rect width="480" height="480" fill="url(#shade)"/>
<text x="240" y="${418 - size - 6}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="14" font-weight="700" letter-spacing="5" fill="#ffffff" fill-opacity="0.75">TENGU STUDIO</text>
<text x="240" y="418" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size}" font-weight="900" fill="#ffffff" stroke="#0b0f1a" stroke-width="6" paint-order="stroke">${escapeXml(words)}</text>
</svg>`;
}
