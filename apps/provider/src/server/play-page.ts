import type { GameMeta } from '#provider/games/types';
import { codeOf } from './catalogue';
import type { GameView } from './game-views';
import { BET_STEPS } from './spin.service';
import { symbolArt } from './symbol-art';

export interface PlayParams {
  mode: 'real' | 'demo';
  token: string | null;
  user: string | null;
  currency: string;
}

/** JSON inside a <script> tag: no "</script>" or "<!--" can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The game page: the grid as SVG, controls, and /play/client.js driving it. */
export function playPageHtml(meta: GameMeta, view: GameView, params: PlayParams): string {
  const defs = view.symbols
    .map((name, id) => `<symbol id="sym-${id}" viewBox="0 0 100 100">${symbolArt(name)}</symbol>`)
    .join('');
  const config = {
    code: codeOf(meta),
    name: meta.name,
    bonusBuyX: meta.bonusBuy?.priceX ?? null,
    reels: view.reels,
    rows: view.rows,
    symbolCount: view.symbols.length,
    betSteps: BET_STEPS,
    ...params,
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${meta.name} · Tengu Studio</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/play/client.css">
</head>
<body>
<svg width="0" height="0" style="position:absolute" aria-hidden="true"><defs>${defs}</defs></svg>
<main class="game">
  <header class="top">
    <h1>${meta.name}</h1>
    <span class="mode ${params.mode}" id="mode">${params.mode === 'demo' ? 'Demo · play money' : 'Real money'}</span>
  </header>
  <section class="stage">
    <svg id="grid" class="grid" viewBox="0 0 ${view.reels * 100} ${view.rows * 100}" role="img" aria-label="${meta.name} reels"></svg>
    <div class="banner" id="banner" hidden></div>
  </section>
  <p class="message" id="message" role="status" aria-live="polite"></p>
  <section class="panel">
    <div class="stat"><span>Balance</span><strong id="balance">—</strong></div>
    <div class="stat"><span>Last win</span><strong id="last-win">—</strong></div>
    <div class="bet">
      <button type="button" id="bet-down" aria-label="Lower the bet">−</button>
      <div class="stat"><span>Bet</span><strong id="bet">—</strong></div>
      <button type="button" id="bet-up" aria-label="Raise the bet">+</button>
    </div>
    <button type="button" class="spin" id="spin">Spin</button>
    <button type="button" class="buy" id="buy" hidden></button>
  </section>
  <section class="free" id="free" hidden>
    <span id="free-text"></span>
    <button type="button" id="free-spin">Play free spin</button>
  </section>
</main>
<script id="config" type="application/json">${scriptJson(config)}</script>
<script src="/play/client.js" defer></script>
</body>
</html>`;
}
