import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  PROVIDER_CATALOGUE_MESSAGES,
  PROVIDER_GAME_MESSAGES,
  type ProviderLaunchRequest,
  type ProviderLaunchResponse,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { isSwitchedOffByOperator } from '#app/modules/provider-games/provider-games.repository';
import type { ProviderConfig } from './provider-config';
import {
  findSessionByTokenHash,
  insertSession,
  type SessionRow,
} from './provider-wallet.repository';

/**
 * Provider game sessions (issue 20): a launch creates a random token bound to the player, the
 * provider, the game and the currency, stored only as its SHA-256, valid for the provider's TTL
 * (4 h by default). The wallet refuses user/info, balance and bets on an expired token but still
 * takes wins and rollbacks on it (they may come after the round was played).
 */

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function launchProviderGame(options: {
  db: DB;
  providers: readonly ProviderConfig[];
  userId: string;
  request: ProviderLaunchRequest;
  now: () => Date;
}): Promise<ProviderLaunchResponse> {
  const { db, userId, request } = options;
  const provider = options.providers.find((p) => p.id === request.providerId);
  if (!provider) throw new AppError('NOT_FOUND', PROVIDER_GAME_MESSAGES.unknownProvider);
  // The operator's switch in the console's catalogue (issue 22, ADR 048).
  if (await isSwitchedOffByOperator(db, provider.id, request.gameCode)) {
    throw new AppError('NOT_FOUND', PROVIDER_CATALOGUE_MESSAGES.gameNotFound);
  }
  const url = new URL(provider.launchUrl);
  url.searchParams.set('game_code', request.gameCode);
  url.searchParams.set('currency', request.currency);
  url.searchParams.set('mode', request.mode);
  if (request.lang) url.searchParams.set('lang', request.lang);
  if (request.mode === 'demo') return { url: url.toString(), expiresAt: null };

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(options.now().getTime() + provider.sessionTtlMs);
  await insertSession(db, {
    id: randomUUID(),
    tokenHash: hashToken(token),
    providerId: provider.id,
    userId,
    gameCode: request.gameCode,
    currency: request.currency,
    expiresAt,
  });
  url.searchParams.set('token', token);
  url.searchParams.set('user', userId);
  return { url: url.toString(), expiresAt: expiresAt.toISOString() };
}

export type SessionCheck =
  | { ok: true; session: SessionRow }
  | { ok: false; status: 'RS_ERROR_INVALID_TOKEN' | 'RS_ERROR_TOKEN_EXPIRED' };

/**
 * The session of a wallet call: the token must be this provider's and the player's (`user`);
 * `requireLive` (user/info, balance, bet) also refuses an expired one.
 */
export async function checkSession(options: {
  db: DB;
  providerId: string;
  token: string;
  user: string;
  requireLive: boolean;
  now: Date;
}): Promise<SessionCheck> {
  const session = await findSessionByTokenHash(options.db, hashToken(options.token));
  if (
    !session ||
    session.provider_id !== options.providerId ||
    session.user_id !== options.user.toLowerCase()
  ) {
    return { ok: false, status: 'RS_ERROR_INVALID_TOKEN' };
  }
  if (options.requireLive && session.expires_at.getTime() <= options.now.getTime()) {
    return { ok: false, status: 'RS_ERROR_TOKEN_EXPIRED' };
  }
  return { ok: true, session };
}
