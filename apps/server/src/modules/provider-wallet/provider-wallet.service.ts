import type {
  ProviderBalanceRequest,
  ProviderBetRequest,
  ProviderRollbackRequest,
  ProviderUserInfoRequest,
  ProviderWinRequest,
} from '@tengu/shared';
import { isAppError } from '#app/errors/app-error';
import { inPlayerLane, recordSettledPlay, publishEffects } from '#app/modules/bets/settled-play';
import {
  balanceAfter,
  postEntryInTransaction,
  type PostEntryResult,
} from '#app/modules/ledger/ledger.service';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import { checkSession } from './provider-sessions.service';
import {
  findTransaction,
  findUsername,
  insertTransaction,
  markRolledBack,
  readCredits,
  takeUncountedStakes,
} from './provider-wallet.repository';
import {
  answerOf,
  fingerprintOf,
  isPlayerId,
  toLedgerUnits,
  toProviderBalance,
  type WalletAnswer,
} from './wallet-answers';
import {
  accountsOf,
  answerKnown,
  lockPlayer,
  LostRace,
  statusAnswer,
  withOneRetry,
  type Trx,
  type WalletDeps,
} from './wallet-context';

/**
 * A player's money calls run one after another in this process before they take a database
 * connection: the credits row lock serialises them anyway, and a burst of 200 concurrent bets
 * must not hold every pooled connection while it waits (ADR 007's player lane). Across replicas
 * the row lock still decides.
 */
function inLane<R extends { user: string }>(
  operation: (deps: WalletDeps, request: R) => Promise<WalletAnswer>,
) {
  return (deps: WalletDeps, request: R) =>
    inPlayerLane(request.user.toLowerCase(), () => operation(deps, request));
}

export const providerBet = inLane<ProviderBetRequest>((deps, request) =>
  providerBetNow(deps, request),
);
export const providerWin = inLane<ProviderWinRequest>((deps, request) =>
  providerWinNow(deps, request),
);
export const providerRollback = inLane<ProviderRollbackRequest>((deps, request) =>
  providerRollbackNow(deps, request),
);

/**
 * The seamless wallet's operations (issue 20; docs/decisions/028-seamless-wallet.md). Each money
 * call is one transaction: lock the player's credits and the provider's house shard, look the
 * transaction_uuid up (a retry answers its first result), decide, post at most one ledger entry,
 * store the call with its answer. Events go out after the commit.
 */

type SessionCall = { token: string; user: string };

async function session(deps: WalletDeps, call: SessionCall, requireLive: boolean) {
  if (!isPlayerId(call.user))
    return { ok: false as const, status: 'RS_ERROR_INVALID_TOKEN' as const };
  return checkSession({
    db: deps.db,
    providerId: deps.provider.id,
    token: call.token,
    user: call.user,
    requireLive,
    now: deps.now(),
  });
}

export async function providerUserInfo(
  deps: WalletDeps,
  request: ProviderUserInfoRequest,
): Promise<WalletAnswer> {
  const check = await session(deps, request, true);
  if (!check.ok) return statusAnswer(deps.db, check.status, request.user);
  const userId = check.session.user_id;
  const [username, credits] = await Promise.all([
    findUsername(deps.db, userId),
    readCredits(deps.db, userId),
  ]);
  const answer = answerOf('RS_OK', request.user, check.session.currency, credits);
  return { body: { ...answer.body, username: username ?? '', country: null } };
}

export async function providerBalance(
  deps: WalletDeps,
  request: ProviderBalanceRequest,
): Promise<WalletAnswer> {
  const check = await session(deps, request, true);
  if (!check.ok) return statusAnswer(deps.db, check.status, request.user);
  if (request.currency !== undefined && request.currency !== check.session.currency) {
    return statusAnswer(deps.db, 'RS_ERROR_WRONG_CURRENCY', request.user, check.session.currency);
  }
  const credits = await readCredits(deps.db, check.session.user_id);
  return answerOf('RS_OK', request.user, check.session.currency, credits);
}

/** The session's currency and game must be the call's (Hub88: a new currency is a new token). */
function sessionMismatch(
  sessionRow: { currency: string; game_code: string },
  request: { currency: string; game_code: string },
) {
  if (request.currency !== sessionRow.currency) return 'RS_ERROR_WRONG_CURRENCY' as const;
  if (request.game_code !== sessionRow.game_code) return 'RS_ERROR_INVALID_GAME' as const;
  return null;
}

async function post(
  trx: Trx,
  deps: WalletDeps,
  kind: 'provider_bet' | 'provider_win' | 'provider_rollback',
  options: { transactionUuid: string; userId: string; playerDelta: bigint },
): Promise<PostEntryResult> {
  const { credits, house } = accountsOf(deps.provider.id, options.userId);
  return postEntryInTransaction({
    trx,
    idempotencyKey: `${kind}:${deps.provider.id}:${options.transactionUuid}`,
    kind,
    reference: options.transactionUuid,
    postings: [
      { account: credits, amount: options.playerDelta },
      { account: house, amount: -options.playerDelta },
    ],
  });
}

function creditsAfter(deps: WalletDeps, userId: string, result: PostEntryResult): bigint {
  return balanceAfter(result, accountsOf(deps.provider.id, userId).credits) ?? 0n;
}

async function providerBetNow(
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
  const known = await findTransaction(deps.db, deps.provider.id, request.transaction_uuid);
  if (known) return answerKnown(deps.db, known, call);
  const check = await session(deps, request, true);
  if (!check.ok) return statusAnswer(deps.db, check.status, request.user);
  const mismatch = sessionMismatch(check.session, request);
  if (mismatch) return statusAnswer(deps.db, mismatch, request.user, check.session.currency);
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

async function providerWinNow(
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
  const known = await findTransaction(deps.db, deps.provider.id, request.transaction_uuid);
  if (known) return answerKnown(deps.db, known, call);
  // Wins come after the round was played: an expired token is fine, an unknown one is not.
  const check = await session(deps, request, false);
  if (!check.ok) return statusAnswer(deps.db, check.status, request.user);
  const mismatch = sessionMismatch(check.session, request);
  if (mismatch) return statusAnswer(deps.db, mismatch, request.user, check.session.currency);
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
      return {
        ...answer,
        publish: (realtime) => {
          if (effects) publishEffects(realtime, effects);
          else if (result) return emitBalancesAfterCommit({ db: deps.db, realtime, result });
        },
      };
    }),
  );
}

async function providerRollbackNow(
  deps: WalletDeps,
  request: ProviderRollbackRequest,
): Promise<WalletAnswer> {
  const user = request.user.toLowerCase();
  const call = {
    kind: 'rollback' as const,
    user: request.user,
    fingerprint: fingerprintOf(['rollback', user, request.reference_transaction_uuid]),
  };
  const known = await findTransaction(deps.db, deps.provider.id, request.transaction_uuid);
  if (known) return answerKnown(deps.db, known, call);
  const check = await session(deps, request, false);
  if (!check.ok) return statusAnswer(deps.db, check.status, request.user);
  const currency = check.session.currency;
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
      };
    }),
  );
}

export { toProviderBalance };
