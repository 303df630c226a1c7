import type { ProviderBetRequest, ProviderRefusedPayload } from '@tengu/shared';
import { isAppError, type AppError } from '#app/errors/app-error';
import type { Realtime } from '#app/realtime/realtime';
import { countStakeIn } from '#app/modules/responsible-gambling/play-limits';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import { findTransaction, insertTransaction } from './provider-wallet.repository';
import { answerOf, fingerprintOf, toLedgerUnits, type WalletAnswer } from './wallet-answers';
import { creditsAfter, openMoneyCall, post } from './wallet-calls';
import { answerKnown, lockPlayer, LostRace, withOneRetry, type WalletDeps } from './wallet-context';

/** Why a bet is refused, as Hub88 names it ("can't place any new bets" for a limit). */
const REFUSALS = {
  INSUFFICIENT_FUNDS: 'RS_ERROR_NOT_ENOUGH_MONEY',
  RG_LIMIT_REACHED: 'RS_ERROR_USER_DISABLED',
} as const;
type RefusedCode = keyof typeof REFUSALS;
const isRefusedCode = (code: string): code is RefusedCode => code in REFUSALS;

/**
 * transaction/bet: the stake from the player's credits to the provider's house account. A player
 * with a loss or wager limit has the stake counted against it in the same transaction (ADR 050);
 * one that would pass a limit is refused like one the credits cannot cover.
 */
export async function placeProviderBet(
  deps: WalletDeps,
  request: ProviderBetRequest,
): Promise<WalletAnswer> {
  const user = request.user.toLowerCase();
  const call = {
    kind: 'bet' as const,
    user: request.user,
    currency: request.currency,
    fingerprint: fingerprintOf([
      'bet',
      user,
      request.game_code,
      request.round,
      request.amount,
      request.currency,
    ]),
  };
  const opened = await openMoneyCall(deps, request, call, {
    requireLive: true,
    matchSession: true,
  });
  if (opened.answer) return opened.answer;
  const units = toLedgerUnits(request.amount);
  const row = {
    providerId: deps.provider.id,
    transactionUuid: request.transaction_uuid,
    kind: 'bet' as const,
    userId: user,
    gameCode: request.game_code,
    round: request.round,
    amount: units,
    referenceTransactionUuid: null,
    fingerprint: call.fingerprint,
  };
  let refusal: (typeof REFUSALS)[RefusedCode];
  let tell: WalletAnswer['publish'];
  try {
    return await withOneRetry(() =>
      deps.db.transaction().execute(async (trx) => {
        let credits = await lockPlayer(trx, deps.provider.id, user);
        const existing = await findTransaction(trx, deps.provider.id, request.transaction_uuid);
        if (existing) return answerKnown(trx, existing, call);
        if (units > 0n) {
          await countStakeIn(trx, { db: deps.db, userId: user, amount: units, now: deps.now() });
        }
        const result =
          units > 0n
            ? await post(trx, deps, 'provider_bet', {
                transactionUuid: request.transaction_uuid,
                userId: user,
                playerDelta: -units,
              })
            : null;
        if (result) credits = creditsAfter(deps, user, result);
        const answer = answerOf('RS_OK', request.user, request.currency, credits);
        const isNew = await insertTransaction(trx, {
          ...row,
          state: 'accepted',
          response: answer.body,
          ledgerEntryId: result?.entryId ?? null,
        });
        if (!isNew) throw new LostRace();
        return {
          ...answer,
          publish: result
            ? (realtime) => emitBalancesAfterCommit({ db: deps.db, realtime, result })
            : undefined,
          ...(result && {
            movement: {
              userId: user,
              kind: 'bet' as const,
              gameCode: request.game_code,
              round: request.round,
              amount: units,
              credits,
            },
          }),
        };
      }),
    );
  } catch (error) {
    if (!isAppError(error) || !isRefusedCode(error.code)) throw error;
    refusal = REFUSALS[error.code];
    tell = limitRefusal(deps.provider.id, request.game_code, user, error);
  }
  // Refused (funds, a limit): recorded with its answer, so a retry answers the same and a later
  // rollback of it moves nothing.
  return withOneRetry(() =>
    deps.db.transaction().execute(async (trx) => {
      const credits = await lockPlayer(trx, deps.provider.id, user);
      const existing = await findTransaction(trx, deps.provider.id, request.transaction_uuid);
      if (existing) return answerKnown(trx, existing, call);
      const answer = answerOf(refusal, request.user, request.currency, credits);
      const isNew = await insertTransaction(trx, {
        ...row,
        amount: 0n,
        state: 'refused',
        response: answer.body,
        ledgerEntryId: null,
      });
      if (!isNew) throw new LostRace();
      return { ...answer, publish: tell };
    }),
  );
}

/**
 * For a limit's refusal: tells the player's game-provider channel which limit stopped the game
 * (the game itself only hears RS_ERROR_USER_DISABLED). Nothing for a refusal for funds.
 */
function limitRefusal(
  providerId: string,
  gameCode: string,
  userId: string,
  error: AppError,
): WalletAnswer['publish'] {
  if (error.code !== 'RG_LIMIT_REACHED') return undefined;
  const data = error.options.data as Pick<ProviderRefusedPayload, 'kind' | 'period' | 'reached'>;
  return (realtime: Realtime) => {
    realtime.toUser(userId, 'provider:refused', {
      provider: providerId,
      game_code: gameCode,
      code: 'RG_LIMIT_REACHED',
      kind: data.kind,
      period: data.period,
      reached: data.reached,
    });
  };
}
