import { unitsToDecimal, type SbOddsChangedDetails } from '@tengu/shared';
import type { SelectionRefusal } from '../domain';
import { AppError } from '#app/errors/app-error';

/**
 * The sportsbook's refusals (SB_ERRORS in packages/shared/src/api/sportsbook.ts): a clear English
 * sentence each (the web translates by code), with the details the slip needs in `data`.
 */
export const SPORTS_BET_MESSAGES = {
  ODDS_CHANGED: 'The odds have changed. Check the new odds and place your bet again.',
  MARKET_SUSPENDED: 'This market is suspended for a moment. Try again shortly.',
  MARKET_CLOSED: 'This market is closed and takes no more bets.',
  EVENT_STARTED: 'This event has started. Bets will reopen when it goes live.',
  BET_STOPPED: 'Betting was stopped during the in-play delay. Your bet was not placed.',
  STAKE_TOO_LOW: 'The stake is below the minimum of $%s.',
  STAKE_TOO_HIGH: 'The stake is above the maximum of $%s.',
  LIABILITY: 'This bet is above what we accept on this market right now. Try a smaller stake.',
  SAME_EVENT: 'A multi needs selections from different events.',
  SLIP_SHAPE: 'Each selection needs its own stake.',
  CASH_OUT_UNAVAILABLE: 'Cash-out is not available for this bet right now.',
  CASH_OUT_CHANGED: 'The cash-out value has changed. Check the new value and try again.',
  CASH_OUT_STAKE: 'The cash-out stake must be more than zero and at most the stake riding.',
  BET_NOT_FOUND: 'Bet not found.',
  SLIP_REUSED: 'This slip was already placed with different selections.',
  FREE_BETS: 'Sports bets are paid from your credits only.',
} as const;

export function refusalError(
  reason: Exclude<SelectionRefusal, 'odds_changed'>,
  index: number,
): AppError {
  const data = { index };
  switch (reason) {
    case 'market_suspended':
    case 'outcome_inactive':
      return new AppError('MARKET_SUSPENDED', SPORTS_BET_MESSAGES.MARKET_SUSPENDED, { data });
    case 'event_started':
      return new AppError('EVENT_STARTED', SPORTS_BET_MESSAGES.EVENT_STARTED, { data });
    case 'market_closed':
    case 'market_not_found':
    case 'event_closed':
      return new AppError('MARKET_CLOSED', SPORTS_BET_MESSAGES.MARKET_CLOSED, { data });
  }
}

export function oddsChangedError(details: SbOddsChangedDetails): AppError {
  return new AppError('ODDS_CHANGED', SPORTS_BET_MESSAGES.ODDS_CHANGED, {
    data: { ...details },
  });
}

export function stakeError(code: 'STAKE_TOO_LOW' | 'STAKE_TOO_HIGH', limit: bigint, index: number) {
  const amount = unitsToDecimal(limit);
  return new AppError(code, SPORTS_BET_MESSAGES[code].replace('%s', amount), {
    data: { index, limit: amount },
  });
}

export function betNotFound(): AppError {
  return new AppError('NOT_FOUND', SPORTS_BET_MESSAGES.BET_NOT_FOUND);
}
