import type { RewardsDeps } from './rewards.deps';
import { getCalendar } from './calendar.service';
import { listGifts } from './gifts.service';
import { getRewardInfo, levelRewardBands } from './reward-info.service';

/**
 * What a player's socket receives on `user:join` (spec document 1 section 7, user channel):
 * user:rewardInfo, user:levelThresholds, user:gifts and user:calendar. Sent to the player's room
 * (every tab gets the same fresh figures). A failure is logged by the caller, never thrown at the
 * socket.
 */
export async function sendRewardsOnJoin(deps: RewardsDeps, userId: string): Promise<void> {
  const { realtime } = deps;
  if (!realtime) return;
  const [info, gifts, calendar] = await Promise.all([
    getRewardInfo(deps, userId),
    listGifts(deps, userId),
    getCalendar(deps, userId),
  ]);
  realtime.toUser(userId, 'user:rewardInfo', info);
  realtime.toUser(userId, 'user:levelThresholds', { level_bands: levelRewardBands() });
  realtime.toUser(userId, 'user:gifts', gifts);
  realtime.toUser(userId, 'user:calendar', calendar);
}
