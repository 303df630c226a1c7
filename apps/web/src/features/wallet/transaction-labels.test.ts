import { describe, expect, it } from 'vitest';
import en from '@/locales/en/wallet.json';
import {
  TRANSACTION_POCKETS,
  TRANSACTION_TYPES,
  transactionPocketKey,
  transactionTypeKey,
} from './transaction-labels';

describe('transaction labels of /history', () => {
  it('names game payouts and every other kind the server posts to a player', () => {
    expect(transactionTypeKey('bet_payout')).toBe('bet_payout');
    expect(transactionTypeKey('crash_payout')).toBe('crash_payout');
    expect(transactionTypeKey('bet_extra')).toBe('bet_extra');
    expect(transactionTypeKey('deposit_credit')).toBe('deposit_credit');
    expect(transactionTypeKey('something_new')).toBe('other');
    expect(transactionPocketKey('locked:abc')).toBe('locked');
    expect(transactionPocketKey('credits')).toBe('credits');
    expect(transactionPocketKey('weird')).toBe('other');
  });

  it('has an English label for every kind and pocket', () => {
    const { types, pockets } = en.history as {
      types: Record<string, string>;
      pockets: Record<string, string>;
    };
    for (const kind of [...TRANSACTION_TYPES, 'other']) expect(types[kind], kind).toBeTruthy();
    for (const pocket of [...TRANSACTION_POCKETS, 'other'])
      expect(pockets[pocket], pocket).toBeTruthy();
    expect(types.bet_payout).toBe('Bet payout');
  });
});
