import type { ProviderBetRequest } from '@tengu/shared';
import { isAppError } from '#app/errors/app-error';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import { findTransaction, insertTransaction } from './provider-wallet.repository';
import { answerOf, fingerprintOf, toLedgerUnits, type WalletAnswer } from './wallet-answers';
import { creditsAfter, openMoneyCall, post } from './wallet-calls';
import { answerKnown, lockPlayer, LostRace, withOneRetry, type WalletDeps } from './wallet-context';

/** transaction/bet: the stake from the player's credits to the provider's house account. */

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
  try {
    return await withOneRetry(() =>
      deps.db.transaction().execute(async (trx) => {
        let credits = await lockPlayer(trx, deps.provider.id, user);
        const existing = await findTransaction(trx, deps.provider.id, request.transaction_uuid);
        if (existing) return answerKnown(trx, existing, call);
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
    if (!isAppError(error) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
  }
  // Refused for funds: recorded with its answer, so a retry answers the same and a later
  // rollback of it moves nothing.
  return withOneRetry(() =>
    deps.db.transaction().execute(async (trx) => {
      const credits = await lockPlayer(trx, deps.provider.id, user);
      const existing = await findTransaction(trx, deps.provider.id, request.transaction_uuid);
      if (existing) return answerKnown(trx, existing, call);
      const answer = answerOf('RS_ERROR_NOT_ENOUGH_MONEY', request.user, request.currency, credits);
      const isNew = await insertTransaction(trx, {
        ...row,
        amount: 0n,
        state: 'refused',
        response: answer.body,
        ledgerEntryId: null,
      });
      if (!isNew) throw new LostRace();
      return answer;
    }),
  );
}
