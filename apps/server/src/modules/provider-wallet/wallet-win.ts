import type { ProviderWinRequest } from '@tengu/shared';
import {
  publishEffects,
  recordProviderRound,
  recordSettledPlay,
} from '#app/modules/bets/settled-play';
import { settlePayoutIn } from '#app/modules/responsible-gambling/play-limits';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import {
  findGameNames,
  findTransaction,
  insertTransaction,
  takeUncountedStakes,
} from './provider-wallet.repository';
import { answerOf, fingerprintOf, toLedgerUnits, type WalletAnswer } from './wallet-answers';
import { creditsAfter, openMoneyCall, post } from './wallet-calls';
import { answerKnown, lockPlayer, LostRace, withOneRetry, type WalletDeps } from './wallet-context';

/**
 * transaction/win: pays a bet of the same round from the provider's house account; the round's
 * first win settles it into one play event (wagering, level, rewards, quests, races), and comes
 * off a loss limit's count of the bet's day (ADR 050).
 */

export async function payProviderWin(
  deps: WalletDeps,
  request: ProviderWinRequest,
): Promise<WalletAnswer> {
  const user = request.user.toLowerCase();
  const call = {
    kind: 'win' as const,
    user: request.user,
    currency: request.currency,
    fingerprint: fingerprintOf([
      'win',
      user,
      request.game_code,
      request.round,
      request.amount,
      request.currency,
      request.reference_transaction_uuid,
    ]),
  };
  // Wins come after the round was played: an expired token is fine, an unknown one is not.
  const opened = await openMoneyCall(deps, request, call, {
    requireLive: false,
    matchSession: true,
  });
  if (opened.answer) return opened.answer;
  const units = toLedgerUnits(request.amount);
  return withOneRetry(() =>
    deps.db.transaction().execute(async (trx) => {
      let credits = await lockPlayer(trx, deps.provider.id, user);
      const existing = await findTransaction(trx, deps.provider.id, request.transaction_uuid);
      if (existing) return answerKnown(trx, existing, call);
      const bet = await findTransaction(trx, deps.provider.id, request.reference_transaction_uuid, {
        forUpdate: true,
      });
      const refuse = (
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' | 'RS_ERROR_TRANSACTION_ROLLED_BACK',
      ) => answerOf(status, request.user, request.currency, credits);
      // The win pays a bet of the same round, player and game (Hub88: the round ties them).
      if (
        !bet ||
        bet.kind !== 'bet' ||
        bet.user_id !== user ||
        (bet.state !== 'tombstone' &&
          (bet.round !== request.round || bet.game_code !== request.game_code))
      ) {
        return refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      }
      if (bet.state === 'rolled_back' || bet.state === 'tombstone') {
        return refuse('RS_ERROR_TRANSACTION_ROLLED_BACK');
      }
      if (bet.state === 'refused') return refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      const result =
        units > 0n
          ? await post(trx, deps, 'provider_win', {
              transactionUuid: request.transaction_uuid,
              userId: user,
              playerDelta: units,
            })
          : null;
      if (result) credits = creditsAfter(deps, user, result);
      // A loss limit counted the stake on the day of the bet: the win comes off that day's loss.
      await settlePayoutIn(trx, {
        db: deps.db,
        userId: user,
        stakedAt: bet.created_at,
        payout: units,
      });
      const answer = answerOf('RS_OK', request.user, request.currency, credits);
      const isNew = await insertTransaction(trx, {
        providerId: deps.provider.id,
        transactionUuid: request.transaction_uuid,
        kind: 'win',
        state: 'accepted',
        userId: user,
        gameCode: request.game_code,
        round: request.round,
        amount: units,
        referenceTransactionUuid: request.reference_transaction_uuid,
        fingerprint: call.fingerprint,
        response: answer.body,
        ledgerEntryId: result?.entryId ?? null,
      });
      if (!isNew) throw new LostRace();
      // The round's first win settles it: one play event with every stake not yet counted.
      const stake = await takeUncountedStakes(trx, {
        providerId: deps.provider.id,
        round: request.round,
        userId: user,
      });
      const effects =
        stake > 0n
          ? await recordSettledPlay({
              trx,
              userId: user,
              game: 'slots',
              stakeCredits: stake,
              payout: units,
              playEvents: deps.playEvents,
            })
          : null;
      // My bets: the round as a bet of game `slots` (a later win adds to the same row).
      const names = await findGameNames(trx, deps.provider.id, request.game_code);
      const roundBet = await recordProviderRound(
        trx,
        {
          providerId: deps.provider.id,
          providerName: names?.providerName ?? deps.provider.id,
          gameCode: request.game_code,
          gameName: names?.name ?? request.game_code,
          gameSlug: names?.slug ?? null,
          round: request.round,
          userId: user,
        },
        { stake, win: units },
      );
      return {
        ...answer,
        movement: {
          userId: user,
          kind: 'win' as const,
          gameCode: request.game_code,
          round: request.round,
          amount: units,
          credits,
        },
        publish: (realtime) => {
          if (effects) publishEffects(realtime, effects, roundBet ?? undefined);
          else if (result) return emitBalancesAfterCommit({ db: deps.db, realtime, result });
        },
      };
    }),
  );
}
