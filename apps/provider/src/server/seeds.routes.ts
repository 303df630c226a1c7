import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { WalletUnreachable, type CasinoWallet } from './casino-wallet';
import { slotByCode } from './catalogue';
import { playRound } from './play-round';
import { currentSeeds, recentRoundsOf, rotateSeeds, seedHash } from './seeds.repository';
import { BET_STEPS, SpinError, SPIN_MESSAGES } from './spin.service';

/**
 * Provable fairness for the slots (issue 20; ADR 034): the player's server seed hash, client
 * seed and next nonce; rotation on demand (reveals the old seed, nonce back to 0); each recent
 * round's inputs (seed revealed once rotated away); and a replay of any round from its inputs.
 */

const text = (value: unknown, max = 200): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

/** The token must be the player's live session: the casino says so (user/balance). */
async function authorise(wallet: CasinoWallet, token: unknown, user: unknown, gameCode: unknown) {
  const t = text(token);
  const u = text(user);
  const g = text(gameCode, 64);
  if (!t || !u || !g)
    throw new SpinError(400, 'BAD_REQUEST', 'token, user and game_code are required.');
  let answer;
  try {
    answer = await wallet.call('user/balance', { token: t, user: u, game_code: g });
  } catch (error) {
    if (error instanceof WalletUnreachable) {
      throw new SpinError(503, 'UNREACHABLE', 'The casino is not reachable right now.');
    }
    throw error;
  }
  if (answer.status !== 'RS_OK')
    throw new SpinError(401, 'SESSION_ENDED', SPIN_MESSAGES.sessionEnded);
  return { user: u, gameCode: g };
}

export function registerSeedRoutes(
  app: FastifyInstance,
  deps: { pool: pg.Pool; wallet: CasinoWallet },
) {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/seeds',
    async (request, reply) => {
      const { user, gameCode } = await authorise(
        deps.wallet,
        request.query.token,
        request.query.user,
        request.query.game_code,
      );
      const seeds = await currentSeeds(deps.pool, user);
      const rounds = (await recentRoundsOf(deps.pool, user, 20)).filter(
        (r) => r.game_code === gameCode,
      );
      reply.header('cache-control', 'no-store');
      return {
        serverSeedHash: seedHash(seeds.server_seed),
        clientSeed: seeds.client_seed,
        nextNonce: seeds.next_nonce,
        rounds: rounds.slice(0, 10).map((r) => {
          const revealed = r.server_seed !== seeds.server_seed;
          return {
            id: r.id,
            gameCode: r.game_code,
            bet: r.bet.toString(),
            cost: r.cost.toString(),
            win: r.win.toString(),
            buy: r.buy,
            isFree: r.is_free,
            state: r.state,
            clientSeed: r.client_seed,
            nonceFrom: r.nonce_from,
            nonceTo: r.nonce_to,
            serverSeedHash: seedHash(r.server_seed),
            // Only a seed rotated away is shown: the current one still draws future spins.
            serverSeed: revealed ? r.server_seed : null,
            playedAt: r.created_at.toISOString(),
          };
        }),
      };
    },
  );

  app.post<{ Body: Record<string, unknown> }>('/api/seeds/rotate', async (request) => {
    const body = request.body ?? {};
    const { user } = await authorise(deps.wallet, body.token, body.user, body.game_code);
    const clientSeed = body.client_seed === undefined ? null : text(body.client_seed, 64);
    if (body.client_seed !== undefined && (!clientSeed || !/^[\w.-]+$/.test(clientSeed))) {
      throw new SpinError(
        400,
        'BAD_CLIENT_SEED',
        'A client seed is 1–64 letters, digits, dots or dashes.',
      );
    }
    const { previous, next } = await rotateSeeds(deps.pool, user, clientSeed);
    return {
      previous: {
        serverSeed: previous.server_seed,
        serverSeedHash: previous.serverSeedHash,
        clientSeed: previous.client_seed,
        noncesUsed: previous.next_nonce,
      },
      current: {
        serverSeedHash: seedHash(next.server_seed),
        clientSeed: next.client_seed,
        nextNonce: next.next_nonce,
      },
    };
  });

  // Anyone may replay a round from its inputs (the same code as real play).
  app.post<{ Body: Record<string, unknown> }>('/api/verify', async (request) => {
    const body = request.body ?? {};
    const game = slotByCode(text(body.game_code, 64) ?? '');
    if (!game) throw new SpinError(404, 'UNKNOWN_GAME', SPIN_MESSAGES.unknownGame);
    const serverSeed = text(body.server_seed, 128);
    const clientSeed = text(body.client_seed, 64);
    const nonce = body.nonce;
    const bet = body.bet;
    if (
      !serverSeed ||
      !clientSeed ||
      typeof nonce !== 'number' ||
      !Number.isSafeInteger(nonce) ||
      nonce < 0 ||
      typeof bet !== 'number' ||
      !BET_STEPS.includes(bet)
    ) {
      throw new SpinError(
        400,
        'BAD_REQUEST',
        'server_seed, client_seed, nonce and an offered bet are required.',
      );
    }
    const buy = body.buy === true;
    if (buy && !game.buyBonus) throw new SpinError(400, 'NO_BONUS_BUY', SPIN_MESSAGES.noBonusBuy);
    const played = playRound(game, {
      serverSeed,
      clientSeed,
      nonce,
      bet: BigInt(bet),
      buy,
      free: false,
    });
    return {
      serverSeedHash: seedHash(serverSeed),
      cost: played.cost.toString(),
      win: played.win.toString(),
      nonceFrom: played.nonceFrom,
      nonceTo: played.nonceTo,
      spins: played.spins,
    };
  });
}
