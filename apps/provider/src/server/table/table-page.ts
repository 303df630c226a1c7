import { RED_NUMBERS } from '#provider/games/shrine-roulette/index';
import type { GameMeta } from '#provider/games/types';
import { codeOf } from '../catalogue';
import { dirOf, DICTIONARY, escapeHtml, translate, type Lang } from '../i18n/index';
import type { PlayParams } from '../play-page';
import { TABLE_CHIPS } from './table.service';

/** The wheel's pockets clockwise from zero (the European single-zero wheel). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;

const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Shrine Roulette's table page: the wheel (SVG), the countdown, the last results, everyone's
 * stakes this round, chips and the betting layout; /play/table.js polls the table's state and
 * drives it. Demo mode bets play money against the same shared rounds.
 */
export function tablePageHtml(meta: GameMeta, params: PlayParams & { lang: Lang }): string {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    escapeHtml(translate(params.lang, key, values));
  const config = {
    code: codeOf(meta),
    name: meta.name,
    chips: TABLE_CHIPS,
    wheel: WHEEL_ORDER,
    red: [...RED_NUMBERS],
    strings: DICTIONARY[params.lang],
    ...params,
  };
  return `<!doctype html>
<html lang="${params.lang}" dir="${dirOf(params.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(meta.name)} · ${t('title')}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/play/client.css">
<link rel="stylesheet" href="/play/table.css">
</head>
<body>
<main class="game table-game">
  <header class="top">
    <h1>${escapeHtml(meta.name)}</h1>
    <span class="mode ${params.mode}" id="mode">${params.mode === 'demo' ? t('demoMode') : t('realMode')}</span>
  </header>
  <section class="table-top">
    <div class="wheel-box">
      <svg id="wheel" class="wheel" viewBox="-110 -110 220 220" role="img" aria-label="${t('wheel')}"></svg>
      <div class="result" id="result" hidden></div>
    </div>
    <div class="table-info">
      <div class="clock">
        <strong id="phase">—</strong>
        <span id="countdown"></span>
        <div class="bar"><i id="bar"></i></div>
        <small id="round-id"></small>
      </div>
      <div class="history-box">
        <span class="label">${t('lastResults')}</span>
        <ol class="history" id="history"></ol>
      </div>
      <div class="totals">
        <div class="stat"><span>${t('players')}</span><strong id="players">0</strong></div>
        <div class="stat"><span>${t('tableBets')}</span><strong id="table-stake">$0.00</strong></div>
      </div>
    </div>
  </section>
  <p class="message" id="message" role="status" aria-live="polite"></p>
  <section class="layout-box">
    <svg id="layout" class="layout" role="group" aria-label="${t('placeBets')}"></svg>
  </section>
  <section class="panel table-panel">
    <div class="stat"><span>${t('balance')}</span><strong id="balance">—</strong></div>
    <div class="stat"><span>${t('yourBets')}</span><strong id="my-stake">$0.00</strong></div>
    <div class="stat"><span>${t('lastWin')}</span><strong id="last-win">—</strong></div>
    <div class="chips" role="radiogroup" aria-label="${t('chip')}" id="chips"></div>
  </section>
  <p class="hint">${t('tableHint')}</p>
  <details class="fair">
    <summary>${t('fairness')}</summary>
    <dl>
      <dt>${t('roundSeedHash')}</dt><dd id="seed-hash">—</dd>
      <dt id="revealed-label">${t('revealedSeed', { id: '—' })}</dt><dd id="revealed-seed">—</dd>
    </dl>
    <p>${t('tableFairHint')}</p>
  </details>
</main>
<script id="config" type="application/json">${scriptJson(config)}</script>
<script src="/play/table.js" defer></script>
</body>
</html>`;
}
