import type { QuestInput } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { createQuest } from '#app/modules/quests/quests.operator';

type SeedQuest = { key: string; input: Omit<QuestInput, 'active' | 'starts_at' | 'ends_at'> };

/**
 * The demo quests (issue 17 item 1): a few sensible ones for a fresh install, each named by a
 * key so seeding again adds nothing and keeps what an operator changed since. "First steps" is
 * done in a few small bets (the e2e journey uses it).
 */
export const DEMO_QUESTS: SeedQuest[] = [
  {
    key: 'first-steps',
    input: {
      title: 'First steps',
      description: 'Wager your first $10 on any game.',
      reward: '100',
      tasks: [
        {
          kind: 'wager',
          title: 'Wager $10',
          description: 'Bets on any game count.',
          points: 10,
          target: '10',
          game: null,
          min_multiplier: null,
          min_stake: null,
        },
      ],
    },
  },
  {
    key: 'dice-roller',
    input: {
      title: 'Dice roller',
      description: 'Roll the dice until $25 has been wagered.',
      reward: '250',
      tasks: [
        {
          kind: 'wager',
          title: 'Wager $25 on Dice',
          description: 'Only Dice bets count.',
          points: 25,
          target: '25',
          game: 'dice',
          min_multiplier: null,
          min_stake: null,
        },
      ],
    },
  },
  {
    key: 'high-flyer',
    input: {
      title: 'High flyer',
      description: 'Land a big multiplier on Limbo.',
      reward: '500',
      tasks: [
        {
          kind: 'multiplier',
          title: 'Win ×10 or more on Limbo',
          description: 'A bet of at least $0.10 that pays ten times its stake or more.',
          points: 50,
          target: '1',
          game: 'limbo',
          min_multiplier: '10',
          min_stake: '0.1',
        },
      ],
    },
  },
  {
    key: 'top-up',
    input: {
      title: 'Top up',
      description: 'Deposit $20 or more in any currency.',
      reward: '300',
      tasks: [
        {
          kind: 'deposit',
          title: 'Deposit $20',
          description: 'Every credited deposit counts, in dollars.',
          points: 20,
          target: '20',
          game: null,
          min_multiplier: null,
          min_stake: null,
        },
      ],
    },
  },
  {
    key: 'say-hi',
    input: {
      title: 'Say hi',
      description: 'Say hello to the room in the chat.',
      reward: '50',
      tasks: [
        {
          kind: 'chat',
          title: 'Send 3 chat messages',
          description: 'Any message you send in the chat counts.',
          points: 5,
          target: '3',
          game: null,
          min_multiplier: null,
          min_stake: null,
        },
      ],
    },
  },
  {
    key: 'all-rounder',
    input: {
      title: 'All-rounder',
      description: 'Play a little of everything and win a few along the way.',
      reward: '750',
      tasks: [
        {
          kind: 'wager',
          title: 'Wager $50',
          description: 'Bets on any game count.',
          points: 50,
          target: '50',
          game: null,
          min_multiplier: null,
          min_stake: null,
        },
        {
          kind: 'multiplier',
          title: 'Win ×2 three times on Dice',
          description: 'Three Dice bets that pay at least twice their stake.',
          points: 30,
          target: '3',
          game: 'dice',
          min_multiplier: '2',
          min_stake: null,
        },
      ],
    },
  },
];

/** Inserts the demo quests not there yet; returns how many were added. */
export async function seedQuests(db: DB): Promise<number> {
  let added = 0;
  for (const quest of DEMO_QUESTS) {
    const { created } = await createQuest({
      db,
      input: quest.input,
      operator: 'seed',
      key: quest.key,
    });
    if (created) added += 1;
  }
  return added;
}
