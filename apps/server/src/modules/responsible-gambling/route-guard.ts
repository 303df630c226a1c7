import { RG_MESSAGES } from '@tengu/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { assertDepositOpen, assertPlayLimitsOpen } from './play-limits';
import { activeExclusion, restrictionOf, type Restriction } from './restrictions';

/**
 * What a cool-off or self-exclusion blocks (issue 25 item 5; ADR 050), by route: every way to
 * start play (originals' bets and first steps, crash, the sportsbook slip, a provider game's
 * launch), to start a deposit, and to claim a promotion. Everything else — withdrawals, the
 * vault, history, settings — stays open. Deposits that arrive on-chain anyway are credited.
 */
export type GuardedAction = 'play' | 'deposit' | 'promotion';

interface GuardedRoute {
  method: string;
  url: RegExp;
  action: GuardedAction;
  /** Refused too once a loss or wager limit is reached (play whose stakes come later). */
  checksLimits?: boolean;
}

export const GUARDED_ROUTES: readonly GuardedRoute[] = [
  // Originals: single-step bets and crash (`/bet`), multi-step games and blackjack (`/start`).
  { method: 'POST', url: /^\/api\/games\/[a-z-]+\/(bet|start)$/, action: 'play' },
  { method: 'POST', url: /^\/api\/sports\/bets$/, action: 'play' },
  {
    method: 'POST',
    url: /^\/api\/provider-games\/launch$/,
    action: 'play',
    checksLimits: true,
  },
  { method: 'GET', url: /^\/api\/payments\/deposit-address$/, action: 'deposit' },
  { method: 'POST', url: /^\/api\/payments\/deposit-address$/, action: 'deposit' },
  { method: 'POST', url: /^\/api\/payments\/deposits\/wallet-transaction$/, action: 'deposit' },
  { method: 'POST', url: /^\/api\/rewards\/.+\/claim$/, action: 'promotion' },
  { method: 'POST', url: /^\/api\/quests\/:id\/claim$/, action: 'promotion' },
  { method: 'POST', url: /^\/api\/lootbox\/open$/, action: 'promotion' },
  { method: 'POST', url: /^\/api\/raffle\/tickets$/, action: 'promotion' },
  {
    method: 'POST',
    url: /^\/api\/locked-balances\/(claim|deposit-bonus\/opt-in)$/,
    action: 'promotion',
  },
  {
    method: 'POST',
    url: /^\/api\/provider-games\/free-spins\/lootbox\/:openId$/,
    action: 'promotion',
  },
];

export function guardedRouteOf(method: string, url: string): GuardedRoute | null {
  return GUARDED_ROUTES.find((entry) => entry.method === method && entry.url.test(url)) ?? null;
}

function exclusionError(exclusion: NonNullable<Restriction['exclusion']>): AppError {
  const until = exclusion.until?.toISOString() ?? null;
  const message =
    exclusion.kind === 'cool_off' && until
      ? RG_MESSAGES.coolOff(until)
      : until
        ? RG_MESSAGES.selfExcluded(until)
        : RG_MESSAGES.selfExcludedPermanently;
  return new AppError('RG_EXCLUDED', message, { data: { kind: exclusion.kind, until } });
}

/** Refuses the action when the player is excluded (or, for a deposit, at a deposit limit). */
export async function assertActionAllowed(options: {
  db: DB;
  userId: string;
  action: GuardedAction;
  checksLimits?: boolean | undefined;
  now?: Date;
}): Promise<void> {
  const restriction = await restrictionOf(options.db, options.userId);
  if (!restriction) return;
  const exclusion = activeExclusion(restriction, options.now ?? new Date());
  if (exclusion) throw exclusionError(exclusion);
  if (options.action === 'deposit') await assertDepositOpen(options);
  if (options.checksLimits) await assertPlayLimitsOpen(options);
}

type Handler = (request: FastifyRequest) => Promise<void>;

/**
 * Adds the guard after each guarded route's own pre-handlers (after its sign-in check, which
 * runs before validation).
 * Call before the routes are registered (app.ts).
 */
export function installResponsibleGamblingGuard(app: FastifyInstance, db: DB): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const guarded = methods
      .map((method) => guardedRouteOf(method, route.url))
      .find((found) => found !== null);
    if (!guarded) return;
    const { action, checksLimits } = guarded;
    const guard: Handler = async (request) => {
      const userId = request.auth?.userId;
      if (userId) await assertActionAllowed({ db, userId, action, checksLimits });
    };
    const existing = route.preHandler;
    const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    route.preHandler = [...(before as Handler[]), guard];
  });
}
