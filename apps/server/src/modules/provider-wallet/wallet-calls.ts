import {
  balanceAfter,
  postEntryInTransaction,
  type PostEntryResult,
} from '#app/modules/ledger/ledger.service';
import { checkSession } from './provider-sessions.service';
import { isPlayerId } from './wallet-answers';
import { accountsOf, type Trx, type WalletDeps } from './wallet-context';

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
