import type { ProviderTransactionPayload } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { addMovement, EMPTY_SESSION, type ProviderSession } from './use-provider-session';

const base = { provider: 'tengu-studio', game_code: 'koi-fortune', round: 'r1' };
const move = (kind: ProviderTransactionPayload['kind'], amount: string, credits: string) => ({
  ...base,
  kind,
  amount,
  credits,
});

describe('the provider session tally', () => {
  it('adds stakes and wins, counts a round at its win, and takes back a rolled-back stake', () => {
    let session: ProviderSession = EMPTY_SESSION;
    session = addMovement(session, move('bet', '1', '24'));
    session = addMovement(session, move('win', '2.5', '26.5'));
    session = addMovement(session, move('bet', '1', '25.5'));
    session = addMovement(session, move('win', '0', '25.5'));
    session = addMovement(session, move('bet', '1', '24.5'));
    session = addMovement(session, move('rollback', '1', '25.5'));
    expect(session).toEqual({
      rounds: 2,
      wagered: 200_000_000n,
      won: 250_000_000n,
      lastWin: 0n,
      credits: '25.5',
    });
  });
});
