import type { ProviderBalanceRequest, ProviderUserInfoRequest } from '@tengu/shared';
import { findUsername, readCredits } from './provider-wallet.repository';
import { answerOf, type WalletAnswer } from './wallet-answers';
import { session } from './wallet-calls';
import { statusAnswer, type WalletDeps } from './wallet-context';

/** The wallet's reads: user/info and user/balance (a live session of the player). */

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
