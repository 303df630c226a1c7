import type { Quest, QuestsResponse } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { applyProgress, markClaimed } from './gold-cache';

const task = (id: string, completed: boolean) => ({
  id,
  title: id,
  description: '',
  kind: 'wager' as const,
  unit: 'usd' as const,
  game: null,
  min_multiplier: null,
  min_stake: null,
  points: 0,
  progress: '10',
  current_progress: completed ? '10' : '0',
  completed,
});
const quest: Quest = {
  id: 'q',
  title: 'Q',
  description: '',
  completed: false,
  claimable: false,
  reward: '100',
  multiplier: '1',
  payout: '100',
  starts_at: null,
  ends_at: null,
  tasks: [task('a', true), task('b', false)],
};
const data: QuestsResponse = { quests: [quest] };

describe('quests cache updates', () => {
  it('moves a task live and turns the quest claimable once every task is done', () => {
    const half = applyProgress(data, {
      quest_id: 'q',
      task_id: 'b',
      current_progress: '4.5',
      completed: false,
    });
    expect(half?.quests[0]?.tasks[1]?.current_progress).toBe('4.5');
    expect(half?.quests[0]?.claimable).toBe(false);
    const done = applyProgress(half, {
      quest_id: 'q',
      task_id: 'b',
      current_progress: '10',
      completed: true,
    });
    expect(done?.quests[0]?.claimable).toBe(true);
    // Another quest's event changes nothing here; no cache, nothing to update.
    expect(
      applyProgress(data, { quest_id: 'x', task_id: 'b', current_progress: '1', completed: false }),
    ).toEqual(data);
    expect(
      applyProgress(undefined, {
        quest_id: 'q',
        task_id: 'b',
        current_progress: '1',
        completed: false,
      }),
    ).toBeUndefined();
  });

  it('marks a claimed quest completed with what it paid', () => {
    const claimed = markClaimed({ quests: [{ ...quest, claimable: true }] }, 'q', '150');
    expect(claimed?.quests[0]).toMatchObject({ completed: true, claimable: false, payout: '150' });
  });
});
