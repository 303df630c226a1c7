// Draws the VIP avatars served at /avatars/level-<step>.png (spec document 2 section 4, document 1 section 9:
// avatar steps at levels 0, 1, 5, 10, 15, 20, 22, 24, 25, 28, 30 and 35). One tengu mask per
// step, growing ornaments with the tier. The PNGs are committed; rerun after a design change:
//   node apps/web/scripts/render-avatars.mjs
// It renders each SVG in Debian's Chromium (the browser the e2e tests use) at 256 × 256.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'avatars');

/** Per step: background pair, mask face, brow colour and the ornaments it earns. */
const STEPS = [
  { step: 0, bg: ['#3b4456', '#1c2230'], face: '#c4553f', brow: '#2a1a14', orn: [] },
  { step: 1, bg: ['#38bdf8', '#0c4a6e'], face: '#d24a36', brow: '#2a1a14', orn: ['cap'] },
  { step: 5, bg: ['#34d399', '#065f46'], face: '#d2412f', brow: '#f8fafc', orn: ['cap'] },
  { step: 10, bg: ['#2dd4bf', '#155e75'], face: '#c62f2f', brow: '#f8fafc', orn: ['cap', 'fangs'] },
  {
    step: 15,
    bg: ['#818cf8', '#312e81'],
    face: '#a91d2a',
    brow: '#f8fafc',
    orn: ['cap', 'fangs', 'marks'],
  },
  {
    step: 20,
    bg: ['#a78bfa', '#4c1d95'],
    face: '#b91c1c',
    brow: '#fbbf24',
    orn: ['cap', 'fangs', 'beard'],
  },
  {
    step: 22,
    bg: ['#e879f9', '#701a75'],
    face: '#be123c',
    brow: '#fbbf24',
    orn: ['cap', 'fangs', 'beard', 'trim'],
  },
  {
    step: 24,
    bg: ['#f472b6', '#881337'],
    face: '#c2410c',
    brow: '#fde68a',
    orn: ['cap', 'fangs', 'beard', 'trim', 'tassels'],
  },
  {
    step: 25,
    bg: ['#cbd5e1', '#334155'],
    face: '#dfe5ec',
    brow: '#1e293b',
    orn: ['cap', 'beard', 'trim', 'tassels'],
  },
  {
    step: 28,
    bg: ['#e2e8f0', '#1e3a8a'],
    face: '#e5e9f0',
    brow: '#1e3a8a',
    orn: ['cap', 'beard', 'trim', 'tassels', 'gem'],
  },
  {
    step: 30,
    bg: ['#a5f3fc', '#0e7490'],
    face: '#e0f7ff',
    brow: '#0e7490',
    orn: ['cap', 'beard', 'trim', 'tassels', 'diamond'],
  },
  {
    step: 35,
    bg: ['#fde047', '#0f172a'],
    face: '#f5b301',
    brow: '#1e293b',
    orn: ['beard', 'tassels', 'trident', 'marks'],
  },
];

function svg({ step, bg, face, brow, orn }) {
  const has = (name) => orn.includes(name);
  const trimColour = has('diamond') ? '#67e8f9' : '#fbbf24';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
  <defs>
    <radialGradient id="bg" cx="35%" cy="30%" r="80%">
      <stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/>
    </radialGradient>
    <linearGradient id="face" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="0.6" stop-color="#000000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.25"/>
    </linearGradient>
  </defs>
  <circle cx="128" cy="128" r="128" fill="url(#bg)"/>
  ${has('tassels') ? `<g fill="${trimColour}"><circle cx="52" cy="150" r="9"/><rect x="48" y="156" width="8" height="34" rx="4"/><circle cx="204" cy="150" r="9"/><rect x="200" y="156" width="8" height="34" rx="4"/></g>` : ''}
  ${has('beard') ? `<path d="M76 178 Q128 250 180 178 Q170 222 128 236 Q86 222 76 178Z" fill="#f1f5f9"/><path d="M96 196 Q128 232 160 196" stroke="#cbd5e1" stroke-width="4" fill="none"/>` : ''}
  <path d="M64 120 Q64 52 128 48 Q192 52 192 120 Q194 178 128 206 Q62 178 64 120Z" fill="${face}"/>
  <path d="M64 120 Q64 52 128 48 Q192 52 192 120 Q194 178 128 206 Q62 178 64 120Z" fill="url(#face)"/>
  ${has('cap') ? `<path d="M104 56 L128 24 L152 56 Q128 64 104 56Z" fill="#111827"/>${has('trim') ? `<path d="M104 56 Q128 64 152 56" stroke="${trimColour}" stroke-width="5" fill="none"/>` : ''}` : ''}
  ${has('trident') ? `<g fill="#fde047" stroke="#92400e" stroke-width="2"><rect x="124" y="8" width="8" height="48"/><path d="M102 40 L108 10 L114 40Z"/><path d="M142 40 L148 10 L154 40Z"/><path d="M121 14 L128 0 L135 14Z"/><rect x="100" y="38" width="56" height="8" rx="3"/></g>` : ''}
  ${has('gem') ? `<circle cx="128" cy="74" r="9" fill="#3b82f6" stroke="#e0f2fe" stroke-width="3"/>` : ''}
  ${has('diamond') ? `<path d="M128 62 L140 74 L128 90 L116 74Z" fill="#67e8f9" stroke="#ecfeff" stroke-width="3"/>` : ''}
  ${has('marks') ? `<g stroke="#111827" stroke-width="4" stroke-linecap="round" opacity="0.7"><path d="M78 138 L94 146"/><path d="M178 138 L162 146"/><path d="M80 150 L94 154"/><path d="M176 150 L162 154"/></g>` : ''}
  <path d="M74 98 Q96 80 120 100 L116 108 Q96 94 78 106Z" fill="${brow}"/>
  <path d="M182 98 Q160 80 136 100 L140 108 Q160 94 178 106Z" fill="${brow}"/>
  <path d="M84 116 Q100 104 116 118 Q100 126 84 116Z" fill="#fff7ed"/>
  <path d="M172 116 Q156 104 140 118 Q156 126 172 116Z" fill="#fff7ed"/>
  <circle cx="101" cy="116" r="5" fill="#111827"/><circle cx="155" cy="116" r="5" fill="#111827"/>
  <path d="M118 106 Q128 100 138 106 L150 168 Q128 186 106 168Z" fill="${face}" stroke="#00000033" stroke-width="2"/>
  <path d="M124 112 Q128 110 132 112 L138 160 Q128 166 120 160Z" fill="#ffffff" opacity="0.22"/>
  <path d="M98 184 Q128 170 158 184" stroke="#111827" stroke-width="5" stroke-linecap="round" fill="none"/>
  ${has('fangs') ? `<path d="M104 182 L110 196 L114 180Z" fill="#ffffff"/><path d="M152 182 L146 196 L142 180Z" fill="#ffffff"/>` : ''}
  <text x="0" y="0" opacity="0">tengu level ${step}</text>
</svg>`;
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 256, height: 256 } });
for (const avatar of STEPS) {
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg(avatar)}</body></html>`,
  );
  const png = await page.locator('svg').screenshot({ omitBackground: true });
  writeFileSync(join(OUT, `level-${avatar.step}.png`), png);
}
await browser.close();
console.log(`wrote ${STEPS.length} avatars to ${OUT}`);
