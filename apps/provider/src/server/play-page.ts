import type { GameMeta } from '#provider/games/types';
import { codeOf } from './catalogue';
import type { GameView } from './game-views';
import { dirOf, DICTIONARY, escapeHtml, translate, type Lang, type StringKey } from './i18n/index';
import { BET_STEPS } from './spin.service';
import { symbolArt } from './symbol-art';

export interface PlayParams {
  mode: 'real' | 'demo';
  token: string | null;
  user: string | null;
  currency: string;
  lang: Lang;
}

/** JSON inside a <script> tag: no "</script>" or "<!--" can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The game page: the grid as SVG, controls, and /play/client.js driving it. */
export function playPageHtml(meta: GameMeta, view: GameView, params: PlayParams): string {
  const defs = view.symbols
    .map((name, id) => `<symbol id="sym-${id}" viewBox="0 0 100 100">${symbolArt(name)}</symbol>`)
    .join('');
  const t = (key: StringKey, values?: Record<string, string | number>) =>
    escapeHtml(translate(params.lang, key, values));
  const name = escapeHtml(meta.name);
  const config = {
    strings: DICTIONARY[params.lang],
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
<html lang="${params.lang}" dir="${dirOf(params.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} · ${t('title')}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/play/client.css">
</head>
<body>
<svg width="0" height="0" style="position:absolute" aria-hidden="true"><defs>${defs}</defs></svg>
<main class="game">
  <header class="top">
    <h1>${name}</h1>
    <span class="mode ${params.mode}" id="mode">${params.mode === 'demo' ? t('demoMode') : t('realMode')}</span>
  </header>
  <section class="stage">
    <svg id="grid" class="grid" viewBox="0 0 ${view.reels * 100} ${view.rows * 100}" role="img" aria-label="${t('reels', { name: meta.name })}"></svg>
    <div class="banner" id="banner" hidden></div>
  </section>
  <p class="message" id="message" role="status" aria-live="polite"></p>
  <section class="panel">
    <div class="stat"><span>${t('balance')}</span><strong id="balance">—</strong></div>
    <div class="stat"><span>${t('lastWin')}</span><strong id="last-win">—</strong></div>
    <div class="bet">
      <button type="button" id="bet-down" aria-label="${t('lowerBet')}">−</button>
      <div class="stat"><span>${t('bet')}</span><strong id="bet">—</strong></div>
      <button type="button" id="bet-up" aria-label="${t('raiseBet')}">+</button>
    </div>
    <button type="button" class="spin" id="spin">${t('spin')}</button>
    <button type="button" class="buy" id="buy" hidden></button>
  </section>
  <section class="free" id="free" hidden>
    <span id="free-text"></span>
    <button type="button" id="free-spin">${t('playFreeSpin')}</button>
  </section>
  <details class="fair" id="fair">
    <summary>${t('fairness')}</summary>
    ${
      params.mode === 'demo'
        ? `<p>${t('demoFairness')}</p>`
        : `<dl>
      <dt>${t('serverSeedHash')}</dt><dd id="seed-hash">—</dd>
      <dt>${t('clientSeed')}</dt><dd id="client-seed">—</dd>
      <dt>${t('nextNonce')}</dt><dd id="next-nonce">—</dd>
      <dt id="last-round-label" hidden></dt><dd id="last-round" hidden></dd>
      <dt id="previous-label" hidden>${t('previousSeed')}</dt><dd id="previous-seed" hidden></dd>
    </dl>
    <button type="button" id="rotate">${t('rotateSeed')}</button>`
    }
    <p>${t('fairnessHint')}</p>
  </details>
</main>
<script id="config" type="application/json">${scriptJson(config)}</script>
<script src="/play/client.js" defer></script>
</body>
</html>`;
}
