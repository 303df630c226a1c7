/**
 * The /history Transactions tab names every ledger entry kind a player's pocket can see (issue 14
 * item 9: game payouts read "Other" before). A kind missing here still reads "Other", so a new
 * kind shows up as something to add, never as a blank.
 */
export const TRANSACTION_TYPES = [
  'tip',
  'vault',
  'admin',
  'bet',
  'bet_payout',
  // A blackjack double, split or insurance stake.
  'bet_extra',
  'crash_bet',
  'crash_payout',
  'deposit_credit',
  'withdrawal',
  'withdrawal_refund',
  'freebets_forfeit',
  'reward',
  // A challenge prize's half paid at the win (issue 17 item 5).
  'challenge',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number] | 'other';

export const TRANSACTION_POCKETS = [
  'credits',
  'vault',
  'freebets',
  'rakeback',
  'gold',
  'referral',
  'daily_dollars',
  'locked',
] as const;
export type TransactionPocket = (typeof TRANSACTION_POCKETS)[number] | 'other';

/** The label key of an entry kind ('bet_payout'), "other" when unknown. */
export function transactionTypeKey(kind: string): TransactionType {
  return (TRANSACTION_TYPES as readonly string[]).includes(kind)
    ? (kind as TransactionType)
    : 'other';
}

/** The label key of a pocket; every locked balance (`locked:<id>`) reads the same. */
export function transactionPocketKey(pocket: string): TransactionPocket {
  const name = pocket.startsWith('locked:') ? 'locked' : pocket;
  return (TRANSACTION_POCKETS as readonly string[]).includes(name)
    ? (name as TransactionPocket)
    : 'other';
}
