import type { SignupWheelDeps } from './signup-wheel.service';
import { grantSignUpSpin } from './signup-wheel.service';

/**
 * The sign-up hook (AuthDeps.afterSignup): a sign-up with the wheel's token gets its Sign Up
 * Spin right after the account is created (idempotent per spin). An altered, expired or used
 * token is logged and ignored: the account stays, without the gift.
 */
export function signupGift(
  deps: Pick<SignupWheelDeps, 'db' | 'tokens' | 'now'> & {
    log: { warn(obj: object, message: string): void; info(obj: object, message: string): void };
  },
) {
  return async (options: { userId: string; spinToken: string | undefined }): Promise<void> => {
    if (!options.spinToken) return;
    const outcome = await grantSignUpSpin(deps, {
      userId: options.userId,
      token: options.spinToken,
    });
    if (outcome.granted) {
      deps.log.info(
        { userId: options.userId, lockedBalanceId: outcome.lockedBalanceId },
        'sign-up spin granted',
      );
    } else {
      deps.log.warn(
        { userId: options.userId, reason: outcome.reason },
        'sign-up spin token refused; account created without the gift',
      );
    }
  };
}
