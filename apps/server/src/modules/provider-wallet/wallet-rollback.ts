import type { ProviderRollbackRequest } from '@tengu/shared';
import type { PostEntryResult } from '#app/modules/ledger/ledger.service';
import { uncountStakeIn } from '#app/modules/responsible-gambling/play-limits';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import { findTransaction, insertTransaction, markRolledBack } from './provider-wallet.repository';
import { answerOf, fingerprintOf, type WalletAnswer } from './wallet-answers';
import { creditsAfter, openMoneyCall, post } from './wallet-calls';
import { answerKnown, lockPlayer, LostRace, withOneRetry, type WalletDeps } from './wallet-context';

/**
 * transaction/rollback: cancels a bet (its stake back, and off a loss or wager limit's count), or,
 * for a bet never seen, records the cancellation so that the late bet is refused.
 */

export async function rollbackProviderBet(
  deps: WalletDeps,
  request: ProviderRollbackRequest,
): Promise<WalletAnswer> {
  const user = request.user.toLowerCase();
  const call = {
    kind: 'rollback' as const,
    user: request.user,
    fingerprint: fingerprintOf(['rollback', user, request.reference_transaction_uuid]),
  };
  const opened = await openMoneyCall(deps, request, call, {
    requireLive: false,
    matchSession: false,
  });
  if (opened.answer) return opened.answer;
  const currency = opened.session.currency;
  return withOneRetry(() =>
    deps.db.transaction().execute(async (trx) => {
      let credits = await lockPlayer(trx, deps.provider.id, user);
      const existing = await findTransaction(trx, deps.provider.id, request.transaction_uuid);
      if (existing) return answerKnown(trx, existing, call);
      const bet = await findTransaction(trx, deps.provider.id, request.reference_transaction_uuid, {
        forUpdate: true,
      });
      if (bet && (bet.kind !== 'bet' || bet.user_id !== user)) {
        return answerOf('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', request.user, currency, credits);
      }
      // A round already settled by a win cannot lose its stake again (the win stays paid).
      if (bet?.state === 'accepted' && bet.counted) {
        return answerOf('RS_ERROR_UNKNOWN', request.user, currency, credits);
      }
      let result: PostEntryResult | null = null;
      if (!bet) {
        // Never seen: remember the cancellation, so that the bet, if it comes late, is refused.
        const isNew = await insertTransaction(trx, {
          providerId: deps.provider.id,
          transactionUuid: request.reference_transaction_uuid,
          kind: 'bet',
          state: 'tombstone',
          userId: user,
          gameCode: request.game_code ?? null,
          round: request.round ?? null,
          amount: 0n,
          referenceTransactionUuid: null,
          fingerprint: 'tombstone',
          response: null,
          ledgerEntryId: null,
        });
        if (!isNew) throw new LostRace();
      } else if (bet.state === 'accepted') {
        if (bet.amount > 0n) {
          result = await post(trx, deps, 'provider_rollback', {
            transactionUuid: request.transaction_uuid,
            userId: user,
            playerDelta: bet.amount,
          });
          credits = creditsAfter(deps, user, result);
        }
        // The stake counted against a loss or wager limit (ADR 050) is taken back with it.
        await uncountStakeIn(trx, {
          db: deps.db,
          userId: user,
          stakedAt: bet.created_at,
          amount: bet.amount,
        });
        await markRolledBack(trx, bet.id);
      }
      const answer = answerOf('RS_OK', request.user, currency, credits);
      const isNew = await insertTransaction(trx, {
        providerId: deps.provider.id,
        transactionUuid: request.transaction_uuid,
        kind: 'rollback',
        state: 'accepted',
        userId: user,
        gameCode: request.game_code ?? null,
        round: request.round ?? null,
        amount: bet?.state === 'accepted' ? bet.amount : 0n,
        referenceTransactionUuid: request.reference_transaction_uuid,
        fingerprint: call.fingerprint,
        response: answer.body,
        ledgerEntryId: result?.entryId ?? null,
      });
      if (!isNew) throw new LostRace();
      const posted = result;
      return {
        ...answer,
        publish: posted
          ? (realtime) => emitBalancesAfterCommit({ db: deps.db, realtime, result: posted })
          : undefined,
        ...(posted &&
          bet && {
            movement: {
              userId: user,
              kind: 'rollback' as const,
              gameCode: bet.game_code,
              round: bet.round,
              amount: bet.amount,
              credits,
            },
          }),
      };
    }),
  );
}
