import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GAME_METAS } from '@tengu/provider';
import type { CatalogueGame, ProviderCatalogue } from '@tengu/shared';

/**
 * A loopback stand-in for a provider's HTTP service (issue 20): `GET /catalogue` serves a
 * catalogue built from the studio's GAME_METAS in the shape the provider service serves, and
 * `GET /play` a tiny game page. `games` can be changed between requests.
 */

const GRADIENTS: [string, string][] = [
  ['#f97316', '#7c2d12'],
  ['#ec4899', '#831843'],
  ['#eab308', '#713f12'],
  ['#8b5cf6', '#312e81'],
  ['#10b981', '#064e3b'],
];

export function catalogueGamesFromMetas(base: string): CatalogueGame[] {
  return GAME_METAS.map((meta, index) => {
    const code = meta.slug.toLowerCase();
    return {
      code,
      name: meta.name,
      slug: meta.slug,
      categories: [...meta.categories],
      bonusBuy: meta.bonusBuy,
      rtp: meta.rtpTarget,
      volatility: meta.volatility,
      maxWinX: meta.maxWinX,
      releaseDate: meta.releaseDate,
      features: [...meta.features],
      description: meta.description,
      image: `${base}/images/${code}.svg`,
      imageGradient: GRADIENTS[index % GRADIENTS.length] ?? ['#111827', '#000000'],
    };
  });
}

export interface CatalogueFixture {
  base: string;
  catalogue: ProviderCatalogue;
  /** Requests seen, by path. */
  hits: string[];
  /** Answer with this status instead of the catalogue (null: serve it). */
  failWith: number | null;
  close: () => Promise<void>;
}

export async function startCatalogueFixture(): Promise<CatalogueFixture> {
  const fixture = { hits: [] as string[], failWith: null as number | null } as CatalogueFixture;
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    fixture.hits.push(path);
    if (path === '/catalogue') {
      if (fixture.failWith !== null) {
        res.writeHead(fixture.failWith).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(fixture.catalogue));
      return;
    }
    if (path === '/play') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Playing</h1>');
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fixture.base = `http://127.0.0.1:${port}`;
  fixture.catalogue = {
    provider: { id: 'tengu-studio', name: 'Tengu Studio' },
    games: catalogueGamesFromMetas(fixture.base),
  };
  fixture.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fixture;
}
