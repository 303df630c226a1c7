import {
  balanceAfter,
  postEntryInTransaction,
  type PostEntryResult,
} from '#app/modules/ledger/ledger.service';
import { checkSession } from './provider-sessions.service';
import { findTransaction } from './provider-wallet.repository';
import { isPlayerId, type WalletAnswer } from './wallet-answers';
import { accountsOf, answerKnown, statusAnswer, type Trx, type WalletDeps } from './wallet-context';

/** What the wallet's calls share: the session check and the one ledger entry of a movement. */

type SessionCall = { token: string; user: string };

export async function session(deps: WalletDeps, call: SessionCall, requireLive: boolean) {
  if (!isPlayerId(call.user)) {
    return { ok: false as const, status: 'RS_ERROR_INVALID_TOKEN' as const };
  }
  return checkSession({
    db: deps.db,
    providerId: deps.provider.id,
    token: call.token,
    user: call.user,
    requireLive,
    now: deps.now(),
  });
}

/** The session's currency and game must be the call's (Hub88: a new currency is a new token). */
export function sessionMismatch(
  sessionRow: { currency: string; game_code: string },
  request: { currency: string; game_code: string },
) {
  if (request.currency !== sessionRow.currency) return 'RS_ERROR_WRONG_CURRENCY' as const;
  if (request.game_code !== sessionRow.game_code) return 'RS_ERROR_INVALID_GAME' as const;
  return null;
}

export async function post(
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

export function creditsAfter(deps: WalletDeps, userId: string, result: PostEntryResult): bigint {
  return balanceAfter(result, accountsOf(deps.provider.id, userId).credits) ?? 0n;
}

type KnownCall = Parameters<typeof answerKnown>[2];

/**
 * Every money call's prelude: a transaction uuid seen before answers its first result (or a
 * duplicate); then the session must exist (and be live for a bet) and, for bets and wins, be for
 * the call's currency and game. `answer` set: reply with it, nothing else happens.
 */
export async function openMoneyCall(
  deps: WalletDeps,
  request: SessionCall & { transaction_uuid: string; currency?: string; game_code?: string },
  call: KnownCall,
  options: { requireLive: boolean; matchSession: boolean },
): Promise<
  | { answer: WalletAnswer; session?: undefined }
  | { answer?: undefined; session: { currency: string; game_code: string } }
> {
  const known = await findTransaction(deps.db, deps.provider.id, request.transaction_uuid);
  if (known) return { answer: await answerKnown(deps.db, known, call) };
  const check = await session(deps, request, options.requireLive);
  if (!check.ok) return { answer: await statusAnswer(deps.db, check.status, request.user) };
  if (options.matchSession && request.currency !== undefined && request.game_code !== undefined) {
    const mismatch = sessionMismatch(check.session, {
      currency: request.currency,
      game_code: request.game_code,
    });
    if (mismatch) {
      return {
        answer: await statusAnswer(deps.db, mismatch, request.user, check.session.currency),
      };
    }
  }
  return { session: check.session };
}
