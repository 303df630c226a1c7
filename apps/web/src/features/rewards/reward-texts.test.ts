import { REWARD_MESSAGES } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { MESSAGE_TITLES, rewardMessageKey } from './reward-texts';

describe('reward texts', () => {
  it('finds the key of every text the server answers with, and nothing else', () => {
    expect(rewardMessageKey('You need at least $1 to claim rakeback.')).toBe('rakebackTooLittle');
    expect(rewardMessageKey('Unlocks Friday')).toBe('weeklyLocked');
    for (const [key, text] of Object.entries(REWARD_MESSAGES)) {
      expect(rewardMessageKey(text)).toBe(key);
    }
    expect(rewardMessageKey('Something else went wrong')).toBeNull();
  });

  it('pairs the spec texts that come with a title', () => {
    expect(MESSAGE_TITLES.rakebackTooLittle).toBe('rakebackTooLittleTitle');
    expect(MESSAGE_TITLES.notEligible).toBe('notEligibleTitle');
    expect(MESSAGE_TITLES.rakebackClaimed).toBe('rakebackClaimedTitle');
  });
});
