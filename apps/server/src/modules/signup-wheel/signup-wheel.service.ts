import { randomInt } from 'node:crypto';
import {
  decimalToUnits,
  unitsToDecimal,
  WHEEL_MESSAGES,
  WHEEL_SEGMENTS,
  WHEEL_TOKEN_TTL_MS,
  type WheelSpinResponse,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { grantLockedBalance } from '#app/modules/locked-balances/grant';
import type { PostEntryResult } from '#app/modules/ledger/ledger.service';
import { assetUnitsToUsdUnits } from '#app/modules/payments/prices/price-source';
import { findOpenSpin, insertClaim, insertSpin, type SpinRow } from './signup-wheel.repository';
import type { WheelTokens } from './wheel-token';

/**
 * The sign-up wheel (spec document 2 sections 4, 6, 7, 9; ADR 017). A visitor's spin is drawn on
 * the server with the published odds (WHEEL_SEGMENTS) and answered with the winning index and a
 * signed token; the same IP gets the same unused outcome back for 24 hours, so re-opening the
 * wheel cannot fish for a better prize. At sign-up the token becomes a Sign Up Spin locked
 * balance, once.
 */

export interface SignupWheelDeps {
  db: DB;
  tokens: WheelTokens;
  /** USD per BTC as a decimal string (the 1 BTC prize is valued when it is won). */
  btcPriceUsd: () => Promise<string>;
  now?: () => Date;
}

const PPM = 1_000_000;
const SATOSHIS_PER_BTC = 100_000_000n;

/** The segment a uniform draw in [0, 1,000,000) lands on. */
export function segmentOfDraw(draw: number): number {
  let cumulative = 0;
  for (const [index, segment] of WHEEL_SEGMENTS.entries()) {
    cumulative += segment.oddsPpm;
    if (draw < cumulative) return index;
  }
  return 0;
}

function answer(deps: SignupWheelDeps, spin: SpinRow): WheelSpinResponse {
  return {
    data: {
      winningIndex: spin.segment_index,
      token: deps.tokens.sign({
        id: spin.id,
        segmentIndex: spin.segment_index,
        prize: spin.prize,
        expiresAt: spin.expires_at,
      }),
      prize: unitsToDecimal(spin.prize),
      expiresAt: spin.expires_at.toISOString(),
    },
  };
}

/** POST /api/signup-wheel/spin for a visitor from `ip`. */
export async function spinWheel(
  deps: SignupWheelDeps,
  options: { ip: string; draw?: () => number },
): Promise<WheelSpinResponse> {
  const now = deps.now?.() ?? new Date();
  const open = await findOpenSpin(deps.db, options.ip, now);
  if (open) return answer(deps, open);
  const segmentIndex = segmentOfDraw((options.draw ?? (() => randomInt(0, PPM)))());
  const segment = WHEEL_SEGMENTS[segmentIndex];
  if (!segment) throw new AppError('INTERNAL', WHEEL_MESSAGES.serverError);
  let prize: bigint;
  try {
    prize =
      segment.displayType === 'btc'
        ? assetUnitsToUsdUnits(SATOSHIS_PER_BTC, 8, await deps.btcPriceUsd()) *
          BigInt(segment.displayValue)
        : decimalToUnits(segment.displayValue);
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', WHEEL_MESSAGES.serverError, { cause: error });
  }
  const spin = await insertSpin(deps.db, {
    ip: options.ip,
    segmentIndex,
    prize,
    expiresAt: new Date(now.getTime() + WHEEL_TOKEN_TTL_MS),
  });
  return answer(deps, spin);
}

export type SignUpSpinOutcome =
  | { granted: true; lockedBalanceId: string; prize: bigint; entry: PostEntryResult }
  | { granted: false; reason: 'invalid' | 'used' };

/**
 * Turns a sign-up's wheel token into the player's Sign Up Spin locked balance (bonus expense →
 * `locked:<id>:locked`), in one transaction: the spin is consumed by `signup_wheel_claims`'
 * primary key, the record by its unique source `wheel:<spin id>`, the ledger entry by its key
 * `sign_up_spin:<spin id>`. An altered, expired or used token grants nothing (the caller logs it;
 * the account stays).
 */
export async function grantSignUpSpin(
  deps: Pick<SignupWheelDeps, 'db' | 'tokens' | 'now'>,
  options: { userId: string; token: string },
): Promise<SignUpSpinOutcome> {
  const prize = deps.tokens.verify(options.token, deps.now?.() ?? new Date());
  if (!prize) return { granted: false, reason: 'invalid' };
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const granted = await grantLockedBalance({
        trx,
        userId: options.userId,
        type: 'sign-up spin',
        amount: prize.prize,
        source: `wheel:${prize.id}`,
        kind: 'sign_up_spin',
        idempotencyKey: `sign_up_spin:${prize.id}`,
      });
      if (!granted) throw new SpinUsed();
      await insertClaim(trx, {
        spinId: prize.id,
        userId: options.userId,
        lockedBalanceId: granted.id,
        prize: prize.prize,
      });
      return {
        granted: true as const,
        lockedBalanceId: granted.id,
        prize: prize.prize,
        entry: granted.entry,
      };
    });
  } catch (error) {
    // The spin's or the player's unique row exists: used. Anything else is a real failure.
    if (error instanceof SpinUsed || (error as { code?: string }).code === '23505') {
      return { granted: false, reason: 'used' };
    }
    throw error;
  }
}

class SpinUsed extends Error {}
