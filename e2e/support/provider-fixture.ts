import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny loopback stand-in for the game provider's HTTP service (issue 20), started once in the
 * Playwright runner: `GET /catalogue` (the provider service's shape), `GET /play` (a simple game
 * page the casino frames) and `GET /images/{code}.svg`. After the provider service is merged,
 * the e2e server can point PROVIDERS at the real service instead.
 */

const GAMES = [
  {
    code: 'koi-fortune',
    name: 'Koi Fortune',
    slug: 'Koi-Fortune',
    categories: ['slots'],
    bonusBuy: { priceX: 100, rtpTarget: 96.2 },
    rtp: 96.1,
    volatility: 'medium',
    maxWinX: 5000,
    releaseDate: '2026-11-20',
    features: ['Free spins', 'Bonus buy'],
    description: 'Golden koi swim across five reels; three pearls start ten free spins.',
    imageGradient: ['#f97316', '#7c2d12'],
  },
  {
    code: 'book-of-degen',
    name: 'Book of Degen',
    slug: 'Book-of-Degen',
    categories: ['slots'],
    bonusBuy: null,
    rtp: 96.0,
    volatility: 'very-high',
    maxWinX: 10000,
    releaseDate: '2026-11-26',
    features: ['Expanding symbol', 'Free spins'],
    description: 'An ancient book, an expanding symbol and free spins that can pay big.',
    imageGradient: ['#eab308', '#713f12'],
  },
  {
    code: 'shrine-roulette',
    name: 'Shrine Roulette',
    slug: 'Shrine-Roulette',
    categories: ['live'],
    bonusBuy: null,
    rtp: 97.3,
    volatility: 'low',
    maxWinX: 36,
    releaseDate: '2026-11-24',
    features: ['European wheel'],
    description: 'Single-zero roulette at the mountain shrine.',
    imageGradient: ['#10b981', '#064e3b'],
  },
] as const;

function svg(name: string, [from, to]: readonly [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="300" height="400" fill="url(#g)"/><circle cx="150" cy="170" r="80" fill="rgba(255,255,255,.18)"/><text x="150" y="330" font-family="sans-serif" font-size="30" font-weight="800" fill="#fff" text-anchor="middle">${name}</text></svg>`;
}

/** Starts the fixture once per run (the runner); returns its PROVIDERS entry for the server. */
export async function e2eProviderFixture(): Promise<{ providersEnv: string }> {
  if (!process.env.E2E_PROVIDER_BASE) {
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fixture');
      const base = process.env.E2E_PROVIDER_BASE ?? '';
      if (url.pathname === '/catalogue') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            provider: { id: 'tengu-studio', name: 'Tengu Studio' },
            games: GAMES.map((g) => ({ ...g, image: `${base}/images/${g.code}.svg` })),
          }),
        );
        return;
      }
      const image = /^\/images\/([a-z-]+)\.svg$/.exec(url.pathname)?.[1];
      const game = GAMES.find((g) => g.code === image);
      if (game) {
        res.writeHead(200, { 'content-type': 'image/svg+xml' });
        res.end(svg(game.name, game.imageGradient));
        return;
      }
      if (url.pathname === '/play') {
        const code = url.searchParams.get('game_code') ?? '';
        const mode = url.searchParams.get('mode') ?? '';
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><body style="margin:0;display:grid;place-items:center;height:100vh;background:#111;color:#fff;font-family:sans-serif"><main><h1 data-testid="fixture-game">${code.replace(/[^a-z0-9-]/g, '')}</h1><p>mode: ${mode.replace(/[^a-z]/g, '')}</p></main></body>`,
        );
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    server.unref();
    process.env.E2E_PROVIDER_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    providersEnv: JSON.stringify([
      {
        id: 'tengu-studio',
        walletPublicKey: publicKey.export({ type: 'spki', format: 'pem' }),
        launchUrl: `${process.env.E2E_PROVIDER_BASE}/play`,
      },
    ]),
  };
}
