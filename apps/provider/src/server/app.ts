import { createPublicKey, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type pg from 'pg';
import {
  createCasinoWallet,
  WalletUnreachable,
  type CasinoConfig,
  type FetchLike,
} from './casino-wallet';
import { buildCatalogue, metaByCode, slotByCode } from './catalogue';
import { coverSvg } from './cover-art';
import { GAME_VIEWS } from './game-views';
import { playPageHtml } from './play-page';
import { playRound } from './play-round';
import { freeSpinsLeft, upsertCampaign } from './rounds.repository';
import { BET_STEPS, recoverRounds, spin, SpinError, SPIN_MESSAGES } from './spin.service';
import { tableSchedule } from '#provider/games/shrine-roulette/index';
import { pickLang, translate } from './i18n/index';
import { tablePageHtml } from './table/table-page';
import { createTableStateReader } from './table/table-state';
import { registerTableRoutes } from './table/table.routes';
import { startTableLoop, TABLE, tableTick, type TableDeps } from './table/table.service';
import { registerSeedRoutes } from './seeds.routes';

/**
 * Tengu Studio's service (issue 20; docs/decisions/030-provider-service.md): the catalogue, the
 * cover art, the game page, real spins settled through the casino's seamless wallet, demo spins,
 * and free-spin campaigns the casino grants.
 */

export interface ProviderAppOptions {
  /** A pool on a database whose `provider` schema is migrated (migrateProvider). */
  db: pg.Pool;
  casino: CasinoConfig;
  /** Where players reach this service (absolute image URLs, the launch URL). */
  publicUrl: string;
  logger?: boolean | object;
  /** Tests: a fetch that can fail on purpose. */
  fetch?: FetchLike;
  /** Re-send owed wins / roll back unanswered bets every this many ms (0: never). */
  recoveryIntervalMs?: number;
  /**
   * Shrine Roulette's shared table (ADR 034): round length (SHRINE_ROUND_MS, 30 s), the part
   * of it that shows the spin (SHRINE_SPIN_MS, 8 s), its clock's pass (0: no clock; tests
   * call `tableTick`).
   */
  table?: { roundMs?: number; spinMs?: number; tickMs?: number };
  /** Tests: the clock (ms since the epoch). */
  now?: () => number;
}

const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');

const text = (value: unknown, max = 200): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

function fail(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ code, message });
}

export type ProviderApp = FastifyInstance & {
  /** Rolls back unanswered bets and re-sends owed wins of rounds idle this long (seconds). */
  recoverRounds(olderThanSeconds?: number): Promise<number>;
  /** One pass of the table's clock (settles due rounds; with recovery, re-sends owed calls). */
  tableTick(options?: { recover: boolean; idleSeconds?: number }): Promise<void>;
};

export async function createProviderApp(options: ProviderAppOptions): Promise<ProviderApp> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 });
  const wallet = createCasinoWallet(options.casino, options.fetch ? { fetch: options.fetch } : {});
  const deps = { pool: options.db, wallet };
  const casinoKey = options.casino.casinoPublicKeyPem
    ? createPublicKey(options.casino.casinoPublicKeyPem)
    : null;
  const clientJs = asset('client.js');
  const clientCss = asset('client.css');
  const tableJs = asset('table.js');
  const tableCss = asset('table.css');
  const tableDeps: TableDeps = {
    pool: options.db,
    wallet,
    schedule: tableSchedule({
      roundMs: options.table?.roundMs ?? 30_000,
      ...(options.table?.spinMs ? { spinMs: options.table.spinMs } : {}),
    }),
    now: options.now ?? Date.now,
  };

  // Keep the raw body: the casino's campaign grants are signed over their exact bytes.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    (request as unknown as { rawBody: string }).rawBody = body as string;
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      const error = new Error('The body is not valid JSON.') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof SpinError) return fail(reply, error.statusCode, error.code, error.message);
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) app.log.error(error);
    return fail(
      reply,
      status,
      status === 500 ? 'INTERNAL' : 'BAD_REQUEST',
      status === 500 ? 'Something went wrong.' : error.message,
    );
  });

  app.get('/health', async () => ({ ok: true }));

  app.get('/catalogue', async () => buildCatalogue(options.publicUrl));

  app.get<{ Params: { file: string } }>('/images/:file', async (request, reply) => {
    const match = /^([a-z0-9-]+)\.svg$/.exec(request.params.file);
    const meta = match ? metaByCode(match[1] as string) : null;
    if (!meta) return fail(reply, 404, 'NOT_FOUND', 'No such image.');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(coverSvg(meta));
  });

  app.get('/play/client.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(clientJs),
  );
  app.get('/play/client.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(clientCss),
  );

  app.get('/play/table.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(tableJs),
  );
  app.get('/play/table.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(tableCss),
  );

  app.get<{ Querystring: Record<string, string | undefined> }>('/play', async (request, reply) => {
    const query = request.query;
    const lang = pickLang(query.lang, request.headers['accept-language']);
    const code = text(query.game_code, 64) ?? '';
    const meta = metaByCode(code);
    const view = GAME_VIEWS[code];
    const isTable = code === TABLE.id;
    if (!meta || (!view && !isTable)) {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Tengu Studio</title><link rel="icon" href="data:,"><body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0f1a;color:#e5e7eb;font-family:system-ui,sans-serif">${translate(lang, 'gameMissing')}</body>`,
        );
    }
    const token = text(query.token, 200);
    const user = text(query.user, 200);
    const mode = query.mode === 'real' && token && user ? 'real' : 'demo';
    const params = {
      mode,
      token: mode === 'real' ? token : null,
      user: mode === 'real' ? user : null,
      currency: text(query.currency, 8) ?? 'USD',
      lang,
    } as const;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(view ? playPageHtml(meta, view, params) : tablePageHtml(meta, params));
  });

  registerTableRoutes(app, tableDeps, createTableStateReader(tableDeps));
  registerSeedRoutes(app, { pool: options.db, wallet });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/state',
    async (request, reply) => {
      const { token, user, game_code: gameCode, currency } = request.query;
      if (!text(token) || !text(user) || !text(gameCode, 64)) {
        return fail(reply, 400, 'BAD_REQUEST', 'token, user and game_code are required.');
      }
      let answer;
      try {
        answer = await wallet.call('user/balance', {
          token,
          user,
          game_code: gameCode,
          currency: text(currency, 8) ?? 'USD',
        });
      } catch (error) {
        if (error instanceof WalletUnreachable) {
          return fail(reply, 503, 'CASINO_UNAVAILABLE', 'The casino is not reachable right now.');
        }
        throw error;
      }
      if (answer.status !== 'RS_OK') {
        return fail(reply, 401, 'SESSION_ENDED', SPIN_MESSAGES.sessionEnded);
      }
      const free = await freeSpinsLeft(options.db, user as string, gameCode as string);
      return {
        balance: String(answer.balance ?? 0),
        currency: answer.currency ?? 'USD',
        freeSpins: { count: free.count, bet: free.bet === null ? null : free.bet.toString() },
      };
    },
  );

  app.post<{ Body: Record<string, unknown> }>('/api/spin', async (request, reply) => {
    const body = request.body ?? {};
    const token = text(body.token);
    const user = text(body.user);
    const gameCode = text(body.game_code, 64);
    const free = body.free === true;
    const bet = typeof body.bet === 'number' && Number.isSafeInteger(body.bet) ? body.bet : null;
    if (!token || !user || !gameCode || (!free && bet === null)) {
      return fail(reply, 400, 'BAD_REQUEST', 'token, user, game_code and bet are required.');
    }
    return spin(deps, {
      token,
      user,
      gameCode,
      currency: text(body.currency, 8) ?? 'USD',
      bet: bet ?? 0,
      buy: body.buy === true,
      free,
    });
  });

  app.post<{ Body: Record<string, unknown> }>('/api/demo-spin', async (request, reply) => {
    const body = request.body ?? {};
    const game = slotByCode(text(body.game_code, 64) ?? '');
    if (!game) return fail(reply, 404, 'UNKNOWN_GAME', SPIN_MESSAGES.unknownGame);
    if (typeof body.bet !== 'number' || !BET_STEPS.includes(body.bet)) {
      return fail(reply, 400, 'BAD_BET', SPIN_MESSAGES.badBet);
    }
    const buy = body.buy === true;
    if (buy && !game.buyBonus) return fail(reply, 400, 'NO_BONUS_BUY', SPIN_MESSAGES.noBonusBuy);
    const played = playRound(game, {
      serverSeed: randomBytes(32).toString('hex'),
      clientSeed: 'demo',
      nonce: 0,
      bet: BigInt(body.bet),
      buy,
      free: false,
    });
    return {
      bet: String(body.bet),
      cost: played.cost.toString(),
      win: played.win.toString(),
      spins: played.spins,
      isFree: false,
    };
  });

  // Free-spin campaigns: granted by the casino, signed with its operator key (X-Hub88-Signature
  // over the exact body, like its wallet answers).
  app.post<{ Body: Record<string, unknown> }>('/api/campaigns', async (request, reply) => {
    const raw = (request as unknown as { rawBody?: string }).rawBody ?? '';
    const signature = request.headers['x-hub88-signature'];
    const signed =
      casinoKey !== null &&
      typeof signature === 'string' &&
      (() => {
        try {
          return verify('sha256', Buffer.from(raw), casinoKey, Buffer.from(signature, 'base64'));
        } catch {
          return false;
        }
      })();
    if (!signed)
      return fail(reply, 401, 'INVALID_SIGNATURE', 'The grant is not signed by the casino.');
    const body = request.body ?? {};
    const campaignUuid = text(body.campaign_uuid, 100);
    const user = text(body.user);
    const gameCode = text(body.game_code, 64);
    const count = body.count;
    const bet = body.bet;
    if (
      !campaignUuid ||
      !user ||
      !gameCode ||
      typeof count !== 'number' ||
      !Number.isInteger(count) ||
      count < 1 ||
      count > 1000 ||
      typeof bet !== 'number' ||
      !BET_STEPS.includes(bet)
    ) {
      return fail(
        reply,
        400,
        'BAD_REQUEST',
        'campaign_uuid, user, game_code, count (1-1000) and an offered bet are required.',
      );
    }
    if (!slotByCode(gameCode)) return fail(reply, 404, 'UNKNOWN_GAME', SPIN_MESSAGES.unknownGame);
    const { row, created } = await upsertCampaign(options.db, {
      campaign_uuid: campaignUuid,
      player: user,
      game_code: gameCode,
      count,
      bet: BigInt(bet),
    });
    if (
      row.player !== user ||
      row.game_code !== gameCode ||
      row.count !== count ||
      row.bet !== BigInt(bet)
    ) {
      return fail(
        reply,
        409,
        'DUPLICATE_CAMPAIGN',
        'This campaign uuid was granted with other details.',
      );
    }
    return reply.status(created ? 201 : 200).send({
      campaign_uuid: row.campaign_uuid,
      user: row.player,
      game_code: row.game_code,
      count: row.count,
      remaining: row.remaining,
      bet: Number(row.bet),
    });
  });

  app.decorate('recoverRounds', (olderThanSeconds = 120) => recoverRounds(deps, olderThanSeconds));
  app.decorate('tableTick', (tick?: { recover: boolean; idleSeconds?: number }) =>
    tableTick(tableDeps, tick),
  );
  const tickMs = options.table?.tickMs ?? 1_000;
  if (tickMs > 0) {
    // The table's clock starts once listening (an app built only for inject() runs none).
    let stopTable: (() => Promise<void>) | null = null;
    app.addHook('onListen', async () => {
      stopTable = startTableLoop(
        tableDeps,
        (error) => app.log.warn({ err: error }, 'table clock failed'),
        tickMs,
      );
    });
    app.addHook('onClose', async () => {
      await stopTable?.();
    });
  }
  const every = options.recoveryIntervalMs ?? 30_000;
  if (every > 0) {
    const timer = setInterval(() => {
      recoverRounds(deps).catch((error: unknown) =>
        app.log.warn({ err: error }, 'recovery failed'),
      );
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return app as unknown as ProviderApp;
}
