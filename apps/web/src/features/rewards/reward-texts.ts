import { REWARD_MESSAGES } from '@tengu/shared';

export type RewardMessageKey = keyof typeof REWARD_MESSAGES;

/**
 * The server answers refusals with a REWARD_MESSAGES text (spec document 1 section 8); the key
 * lets the app show it in the player's language. Null for a text it does not know.
 */
export function rewardMessageKey(message: string): RewardMessageKey | null {
  const entry = Object.entries(REWARD_MESSAGES).find(([, text]) => text === message);
  return entry ? (entry[0] as RewardMessageKey) : null;
}

/** Texts shown as a toast title with a description (spec: 'Title' / 'description'). */
export const MESSAGE_TITLES: Partial<Record<RewardMessageKey, RewardMessageKey>> = {
  rakebackTooLittle: 'rakebackTooLittleTitle',
  notEligible: 'notEligibleTitle',
  rakebackClaimed: 'rakebackClaimedTitle',
};
