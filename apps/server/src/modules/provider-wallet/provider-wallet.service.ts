import type {
  ProviderBetRequest,
  ProviderRollbackRequest,
  ProviderWinRequest,
} from '@tengu/shared';
import { inPlayerLane } from '#app/modules/bets/settled-play';
import type { WalletAnswer } from './wallet-answers';
import { placeProviderBet } from './wallet-bet';
import type { WalletDeps } from './wallet-context';
import { rollbackProviderBet } from './wallet-rollback';
import { payProviderWin } from './wallet-win';

export { providerBalance, providerUserInfo } from './wallet-reads';

/**
 * The seamless wallet's operations (issue 20; docs/decisions/028-seamless-wallet.md). Each money
 * call is one transaction: lock the player's credits and the provider's house shard, look the
 * transaction_uuid up (a retry answers its first result), decide, post at most one ledger entry,
 * store the call with its answer. Events go out after the commit.
 *
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

export const providerBet = inLane<ProviderBetRequest>(placeProviderBet);
export const providerWin = inLane<ProviderWinRequest>(payProviderWin);
export const providerRollback = inLane<ProviderRollbackRequest>(rollbackProviderBet);
