import { rewardHistoryQuerySchema, rewardIdParamsSchema } from '@tengu/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '#app/db/database';
import { authOf } from '#app/modules/auth/authenticate';
import type { Realtime } from '#app/realtime/realtime';
import { claimBoost, getBoostStatus } from './boost.service';
import { claimBonus } from './bonuses.service';
import { claimCalendarItem, getCalendar } from './calendar.service';
import { claimDailyDollars, claimRakeback, claimReferral } from './counter-claims.service';
import { claimGift, listGifts, readGifts } from './gifts.service';
import {
  getInventory,
  getRewardHistory,
  getRewardInfo,
  getRewardStats,
  getVipProgress,
  getWagering,
  levelRewardBands,
  rakebackPercentage,
  referralPercentage,
} from './reward-info.service';
import type { RaffleTicketCounts, RewardsDeps } from './rewards.deps';

export interface RewardsRouteOptions {
  db: DB;
  /** A getter: the socket server is built after the routes are registered (app.ts). */
  realtime: () => Realtime;
  now: () => Date;
  /** The raffle's ticket counts for the dropdown (issue 17), composed in app.ts. */
  raffleTickets?: RaffleTicketCounts;
}

/**
 * The rewards economy (issue 16; spec document 1 section 7, every rewards call). Everything but
 * `levels` is the signed-in player's own; refusals answer 4xx with the spec's text
 * (REWARD_MESSAGES) and change nothing.
 */
export const rewardsRoutes: FastifyPluginAsyncZod<RewardsRouteOptions> = async (app, options) => {
  const deps = (): RewardsDeps => ({
    db: options.db,
    realtime: options.realtime(),
    now: options.now,
    raffleTickets: options.raffleTickets,
  });
  const me = (request: FastifyRequest) => authOf(request).userId;
  const mine = { preValidation: app.requireUser };
  const tags = ['rewards'];
  const get = (path: string, summary: string, handle: (userId: string) => Promise<unknown>) =>
    app.get(`/api/rewards${path}`, { ...mine, schema: { tags, summary } }, async (request) =>
      handle(me(request)),
    );
  const post = (path: string, summary: string, handle: (userId: string) => Promise<unknown>) =>
    app.post(`/api/rewards${path}`, { ...mine, schema: { tags, summary } }, async (request) =>
      handle(me(request)),
    );

  get('', 'Your balances, Daily Dollars, boost, bonuses and gift flag', (id) =>
    getRewardInfo(deps(), id),
  );
  get('/rakeback-percentage', 'The rate your rakeback accrues at now (%)', async (id) => ({
    rakebackPercentage: await rakebackPercentage(deps(), id),
  }));
  get('/referral-percentage', "Your share of referred players' house edge (%)", async () => ({
    bonusPercentage: await referralPercentage(deps()),
  }));
  post('/rakeback/claim', 'Claim rakeback (at least $1): half now, half over 3 days', (id) =>
    claimRakeback(deps(), id),
  );
  get('/boost', 'Rakeback boost: active, expiry, rate, claimable, the 3 UTC slots', (id) =>
    getBoostStatus(deps(), id),
  );
  post('/boost/claim', 'Activate the rakeback boost (once per UTC window, 8 hours)', (id) =>
    claimBoost(deps(), id),
  );
  post('/daily-dollars/claim', 'Claim Daily Dollars (VIP 1+): half now, half over 3 days', (id) =>
    claimDailyDollars(deps(), id),
  );
  post('/weekly/claim', 'Claim the Weekly Bonus (from Friday): half now, half over 7 days', (id) =>
    claimBonus(deps(), id, 'WB1'),
  );
  post(
    '/monthly/claim',
    'Claim the Monthly Bonus (from the 1st): half now, half over 28 days',
    (id) => claimBonus(deps(), id, 'MB1'),
  );
  post('/referral/claim', 'Claim the referral bonus (all at once)', (id) =>
    claimReferral(deps(), id),
  );
  get('/calendar', 'Pending Rewards: 28 days from today (UTC)', (id) => getCalendar(deps(), id));
  get('/gifts', 'Your gifts, newest first', (id) => listGifts(deps(), id));
  post('/gifts/read', 'Mark your gifts read', (id) => readGifts(deps(), id));
  get('/inventory', 'Your active boost and free-bet gift', (id) => getInventory(deps(), id));
  get('/stats', 'Totals claimed: rakeback, Daily Dollars, level-ups, weekly, monthly', (id) =>
    getRewardStats(deps(), id),
  );
  get('/vip', 'Your VIP level, wagered amount, avatar and the level bands', (id) =>
    getVipProgress(deps(), id),
  );
  get('/wagering', 'The withdrawal wagering requirement and your wagered credits', (id) =>
    getWagering(deps(), id),
  );

  app.get(
    '/api/rewards/history',
    {
      ...mine,
      schema: { tags, summary: 'Your claims, newest first', querystring: rewardHistoryQuerySchema },
    },
    async (request) => getRewardHistory(deps(), me(request), request.query),
  );
  app.post(
    '/api/rewards/calendar/:id/claim',
    {
      ...mine,
      schema: {
        tags,
        summary: 'Claim a calendar item on or after its date',
        params: rewardIdParamsSchema,
      },
    },
    async (request) => claimCalendarItem(deps(), me(request), request.params.id),
  );
  app.post(
    '/api/rewards/gifts/:id/claim',
    { ...mine, schema: { tags, summary: 'Claim one of your gifts', params: rewardIdParamsSchema } },
    async (request) => claimGift(deps(), me(request), request.params.id),
  );
  app.get(
    '/api/rewards/levels',
    { schema: { tags, summary: 'Every VIP level: band and level-up reward (public)' } },
    async () => ({ level_bands: levelRewardBands() }),
  );
};
