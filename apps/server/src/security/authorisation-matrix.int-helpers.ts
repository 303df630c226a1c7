import { randomUUID } from 'node:crypto';
import { FREE_SPIN_MESSAGES } from '@tengu/shared';

/**
 * Who may call each route (issue 25 item 2). The matrix test (authorisation-matrix.int.test.ts)
 * fails when the app registers a route that is not in this table, so a new route states its
 * callers here, and the test checks every caller's answer.
 *
 * - `public`: anyone, signed in or not (a bad sign-in's 401 is not a missing session).
 * - `visitor`: signed-out visitors only (a signed-in player gets 403).
 * - `cookie`: the refresh cookie is the credential (no Bearer): without it 401 for everyone.
 * - `player`: any signed-in player, on their own account (a visitor gets 401).
 * - `owner`: a signed-in player, on a resource of theirs named in the path; another player gets
 *   403/404 with no data and changes nothing (IDOR). The resource comes from the fixtures.
 * - `moderator`: a chat moderator (users.chat_role); a visitor gets 401, a player 403.
 * - `provider`: a game provider's signed server-to-server call (Hub88 wallet API): anyone else is
 *   answered RS_ERROR_INVALID_SIGNATURE (Hub88 answers with HTTP 200 and a status) and nothing moves.
 * - `dev`: the dev outbox (DEV_OUTBOX=on, refused outside loopback and in production).
 * - `scraper`: /metrics, for a Prometheus scraper holding METRICS_TOKEN (ADR 053): anyone else
 *   gets 401, and 404 where no token is configured; the token itself is metrics.int.test.ts's.
 * - `staff`: /api/admin/* — staff roles + TOTP, checked route by route and role by role in
 *   modules/console/console-access.int.test.ts (every such route must be in the console's registry).
 */
export type Access =
  | 'public'
  | 'visitor'
  | 'cookie'
  | 'player'
  | 'owner'
  | 'moderator'
  | 'provider'
  | 'dev'
  | 'scraper'
  | 'staff';

/** The ids of player A's resources and of the others the requests name. */
export interface MatrixFixtures {
  ownerId: string;
  ownerSecondSessionId: string;
  betId: string;
  depositId: string;
  withdrawalId: string;
  notificationId: string;
  giftId: string;
  calendarItemId: string;
  sportsBetId: string;
  chatMessageId: string;
  lootboxOpenId: string;
  providerId: string;
  gameUuid: string;
}

export interface MatrixRequest {
  /** The path with its parameters filled in, and a query string where one is required. */
  url: string;
  body?: object;
}

export interface MatrixEntry {
  access: Access;
  /** The request (default: the route's path as is, `{}` as the body of a write). */
  request?: (f: MatrixFixtures) => MatrixRequest;
  /**
   * `owner` routes whose owner may be refused for another reason (a 404 for an unknown game):
   * the message another player gets, which the owner must not.
   */
  notYours?: string;
}

/** A body that fits no route's schema: a visitor must get 401 before it is read. */
export const BODY_NO_SCHEMA_FITS = [{ not: 'what any route reads' }];

const amount = (extra: object = {}) => ({ amount: '0', ...extra });
const noUuid = '00000000-0000-4000-8000-000000000000';

/**
 * Bodies are valid for the route's schema, so that a refusal comes from who asks and not from
 * the input (a visitor gets 401 whatever the body: sign-in is checked before validation; the
 * matrix test checks that too), and harmless: zero amounts and impossible values, refused by the
 * service after authorisation.
 */
/**
 * Routes that end the caller's play (an exclusion, the session itself): called after every other
 * route, in this order, so that the other player's remaining calls test ownership, not these.
 */
export const PLAY_ENDING = [
  'POST /api/responsible-gambling/cool-off',
  'POST /api/responsible-gambling/self-exclusion',
  'DELETE /api/sessions/current',
];

export const ROUTE_ACCESS: Record<string, MatrixEntry> = {
  // Platform, docs and site.
  'GET /api/health': { access: 'public' },
  'GET /api/health/ready': { access: 'public' },
  'GET /api/site/config': { access: 'public' },
  'GET /api/geo': { access: 'public' },
  'GET /api/docs': { access: 'public' },
  'GET /api/docs/json': { access: 'public' },
  'GET /api/docs/yaml': { access: 'public' },
  'GET /api/docs/static/index.html': { access: 'public' },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public' },
  'GET /api/docs/static/*': { access: 'public', request: () => ({ url: '/api/docs/static/x' }) },
  'GET /metrics': { access: 'scraper' },
  'GET /api/dev/outbox': { access: 'dev' },
  'GET /dev/outbox': { access: 'dev' },
  'GET /api/graphql': {
    access: 'public',
    request: () => ({ url: '/api/graphql?query={__typename}' }),
  },
  'POST /api/graphql': {
    access: 'public',
    request: () => ({ url: '/api/graphql', body: { query: '{__typename}' } }),
  },
  'GET /api/banners': { access: 'public' },

  // Accounts: signing in is public, changing an account needs its session.
  'POST /api/auth/signup': {
    access: 'public',
    request: () => ({
      url: '/api/auth/signup',
      body: { email: 'bad', username: 'x', password: 'x' },
    }),
  },
  'POST /api/auth/login': {
    access: 'public',
    request: () => ({ url: '/api/auth/login', body: { login: 'nobody_here', password: 'wrong' } }),
  },
  'POST /api/auth/refresh': { access: 'cookie' },
  'POST /api/auth/session/adopt': {
    access: 'public',
    request: () => ({ url: '/api/auth/session/adopt', body: { refreshToken: 'not-a-token' } }),
  },
  'POST /api/auth/forgot-password': {
    access: 'public',
    request: () => ({ url: '/api/auth/forgot-password', body: { email: 'nobody@example.com' } }),
  },
  // Signed in, or signed out with the emailed reset token (then the token is the credential).
  'POST /api/auth/change-password': {
    access: 'public',
    request: () => ({ url: '/api/auth/change-password', body: { newPassword: 'short' } }),
  },
  'POST /api/auth/verify-email': { access: 'public' },
  'POST /api/auth/verify-email/resend': { access: 'player' },
  'POST /api/auth/2fa/verify': {
    access: 'public',
    request: () => ({
      url: '/api/auth/2fa/verify',
      body: { tempToken: 'x', twoFactorCode: '000000' },
    }),
  },
  'POST /api/auth/2fa/recovery-email': {
    access: 'public',
    request: () => ({ url: '/api/auth/2fa/recovery-email', body: { tempToken: 'x' } }),
  },
  'POST /api/auth/2fa/recovery': { access: 'public' },
  'POST /api/auth/2fa/setup': { access: 'player' },
  'POST /api/auth/2fa/enable': {
    access: 'player',
    request: () => ({ url: '/api/auth/2fa/enable', body: { code: '000000' } }),
  },
  'POST /api/auth/2fa/disable': {
    access: 'player',
    request: () => ({ url: '/api/auth/2fa/disable', body: { code: '000000' } }),
  },
  'GET /api/auth/telegram/config': { access: 'public' },
  'POST /api/auth/telegram/widget': {
    access: 'public',
    request: () => ({ url: '/api/auth/telegram/widget', body: { id: 1, auth_date: 1, hash: 'x' } }),
  },
  'POST /api/auth/telegram/mini-app': {
    access: 'public',
    request: () => ({ url: '/api/auth/telegram/mini-app', body: { initData: 'x' } }),
  },
  // Responsible gambling (ADR 050): the player's own limits and exclusions. Cool-off and
  // self-exclusion end the other player's play, so the matrix calls them last (PLAY_ENDING).
  'GET /api/responsible-gambling': { access: 'player' },
  'GET /api/responsible-gambling/session': { access: 'player' },
  'PUT /api/responsible-gambling/limits': {
    access: 'player',
    request: () => ({
      url: '/api/responsible-gambling/limits',
      body: { kind: 'loss', period: 'day', amount: null },
    }),
  },
  'PUT /api/responsible-gambling/reality-check': {
    access: 'player',
    request: () => ({ url: '/api/responsible-gambling/reality-check', body: { minutes: 0 } }),
  },
  'POST /api/responsible-gambling/cool-off': {
    access: 'player',
    request: () => ({ url: '/api/responsible-gambling/cool-off', body: { duration: '24h' } }),
  },
  'POST /api/responsible-gambling/self-exclusion': {
    access: 'player',
    request: () => ({ url: '/api/responsible-gambling/self-exclusion', body: { duration: '6m' } }),
  },
  'GET /api/sessions': { access: 'player' },
  // The caller's own session (run last for each caller: it signs them out).
  'DELETE /api/sessions/current': { access: 'player' },
  'DELETE /api/sessions/:id': {
    access: 'owner',
    request: (f) => ({ url: `/api/sessions/${f.ownerSecondSessionId}` }),
  },
  'GET /api/users/me': { access: 'player' },
  'GET /api/users/username-available': {
    access: 'public',
    request: () => ({ url: '/api/users/username-available?username=free_name' }),
  },
  'PUT /api/users/me/username': {
    access: 'player',
    request: () => ({ url: '/api/users/me/username', body: { username: 'admin' } }),
  },
  'PUT /api/users/me/privacy': {
    access: 'player',
    request: () => ({ url: '/api/users/me/privacy', body: { hide_name: true } }),
  },
  'GET /api/users/lookup': {
    access: 'player',
    request: () => ({ url: '/api/users/lookup?username=nobody_here' }),
  },
  // A player's public profile (names hidden by privacy stay hidden).
  'GET /api/users/:username/profile': {
    access: 'player',
    request: () => ({ url: '/api/users/nobody_here/profile' }),
  },

  // Money.
  'GET /api/wallet/balance': { access: 'player' },
  'POST /api/wallet/vault': {
    access: 'player',
    request: () => ({ url: '/api/wallet/vault', body: { target: 'vault', amount: '0' } }),
  },
  'POST /api/wallet/tip': {
    access: 'player',
    request: (f) => ({ url: '/api/wallet/tip', body: { userId: f.ownerId, amount: '1000000' } }),
  },
  'GET /api/wallet/transactions': { access: 'player' },
  'GET /api/payments/config': { access: 'public' },
  'GET /api/payments/prices': { access: 'public' },
  'GET /api/payments/convert/usd': {
    access: 'public',
    request: () => ({ url: '/api/payments/convert/usd?asset=BTC&amount=1' }),
  },
  'GET /api/payments/convert/crypto': {
    access: 'public',
    request: () => ({ url: '/api/payments/convert/crypto?asset=BTC&amount=1' }),
  },
  'GET /api/payments/deposit-address': {
    access: 'player',
    request: () => ({ url: '/api/payments/deposit-address?currency=nope' }),
  },
  'POST /api/payments/deposit-address': {
    access: 'player',
    request: () => ({ url: '/api/payments/deposit-address', body: { currency: 'nope' } }),
  },
  'GET /api/payments/deposits': { access: 'player' },
  'GET /api/payments/deposits/:id': {
    access: 'owner',
    request: (f) => ({ url: `/api/payments/deposits/${f.depositId}` }),
  },
  'POST /api/payments/deposits/verify': {
    access: 'player',
    request: () => ({
      url: '/api/payments/deposits/verify',
      body: { network: 'btc', txid: 'nope' },
    }),
  },
  'POST /api/payments/deposits/wallet-transaction': {
    access: 'player',
    request: () => ({
      url: '/api/payments/deposits/wallet-transaction',
      body: { network: 'sol', asset: 'NOPE', amount: '0', from: '1'.repeat(32) },
    }),
  },
  'GET /api/payments/withdrawals': { access: 'player' },
  'GET /api/payments/withdrawals/eligibility': { access: 'player' },
  'POST /api/payments/withdrawals': { access: 'player' },
  'GET /api/payments/withdrawals/:id': {
    access: 'owner',
    request: (f) => ({ url: `/api/payments/withdrawals/${f.withdrawalId}` }),
  },
  'POST /api/payments/withdrawals/:id/cancel': {
    access: 'owner',
    request: (f) => ({ url: `/api/payments/withdrawals/${f.withdrawalId}/cancel` }),
  },
  'POST /api/payments/freebets/convert': { access: 'player' },

  // Fairness, bets and the in-house games: public views of bets are shareable by design.
  'GET /api/fairness/seeds': { access: 'player' },
  'POST /api/fairness/seeds/rotate': {
    access: 'player',
    request: () => ({ url: '/api/fairness/seeds/rotate', body: { clientSeed: 'matrix01' } }),
  },
  'GET /api/fairness/history': { access: 'player' },
  'GET /api/bets': { access: 'player' },
  'GET /api/bets/recent': { access: 'public' },
  'GET /api/bets/:id': { access: 'public', request: (f) => ({ url: `/api/bets/${f.betId}` }) },
  'GET /api/bets/:id/fairness': {
    access: 'public',
    request: (f) => ({ url: `/api/bets/${f.betId}/fairness` }),
  },
  'POST /api/games/dice/bet': {
    access: 'player',
    request: () => ({
      url: '/api/games/dice/bet',
      body: amount({ target: 50, condition: 'over' }),
    }),
  },
  'POST /api/games/limbo/bet': {
    access: 'player',
    request: () => ({ url: '/api/games/limbo/bet', body: amount({ target: 2 }) }),
  },
  'POST /api/games/plinko/bet': {
    access: 'player',
    request: () => ({ url: '/api/games/plinko/bet', body: amount({ rows: 8, risk: 'low' }) }),
  },
  'POST /api/games/keno/bet': {
    access: 'player',
    request: () => ({ url: '/api/games/keno/bet', body: amount({ risk: 'low', picks: [1] }) }),
  },
  'POST /api/games/roulette/bet': {
    access: 'player',
    request: () => ({
      url: '/api/games/roulette/bet',
      body: { chips: [{ type: 'red', amount: '0' }] },
    }),
  },
  'POST /api/games/cases/bet': {
    access: 'player',
    request: () => ({ url: '/api/games/cases/bet', body: amount({ case: 'bamboo' }) }),
  },
  'POST /api/games/mines/start': {
    access: 'player',
    request: () => ({ url: '/api/games/mines/start', body: amount({ mines: 3 }) }),
  },
  'POST /api/games/mines/reveal': {
    access: 'player',
    request: () => ({ url: '/api/games/mines/reveal', body: { tile: 0 } }),
  },
  'POST /api/games/mines/cashout': { access: 'player' },
  'GET /api/games/mines/active': { access: 'player' },
  'POST /api/games/blackjack/start': {
    access: 'player',
    request: () => ({ url: '/api/games/blackjack/start', body: amount() }),
  },
  'POST /api/games/blackjack/action': {
    access: 'player',
    request: () => ({ url: '/api/games/blackjack/action', body: { action: 'stand' } }),
  },
  'GET /api/games/blackjack/active': { access: 'player' },
  'POST /api/games/coinflip/start': {
    access: 'player',
    request: () => ({ url: '/api/games/coinflip/start', body: amount() }),
  },
  'POST /api/games/coinflip/flip': {
    access: 'player',
    request: () => ({ url: '/api/games/coinflip/flip', body: { side: 'heads' } }),
  },
  'POST /api/games/coinflip/cashout': { access: 'player' },
  'GET /api/games/coinflip/active': { access: 'player' },
  'POST /api/games/towers/start': {
    access: 'player',
    request: () => ({ url: '/api/games/towers/start', body: amount({ difficulty: 'easy' }) }),
  },
  'POST /api/games/towers/reveal': {
    access: 'player',
    request: () => ({ url: '/api/games/towers/reveal', body: { column: 0 } }),
  },
  'POST /api/games/towers/cashout': { access: 'player' },
  'GET /api/games/towers/active': { access: 'player' },
  'POST /api/games/dojo-dash/start': {
    access: 'player',
    request: () => ({ url: '/api/games/dojo-dash/start', body: amount({ difficulty: 'easy' }) }),
  },
  'POST /api/games/dojo-dash/dash': { access: 'player' },
  'POST /api/games/dojo-dash/cashout': { access: 'player' },
  'GET /api/games/dojo-dash/active': { access: 'player' },
  // Crash: the round is public; a signed-in caller also sees their own bet in it.
  'GET /api/games/crash/state': { access: 'public' },
  'GET /api/games/crash/chain': { access: 'public' },
  'GET /api/games/crash/rounds/:id': {
    access: 'public',
    request: () => ({ url: '/api/games/crash/rounds/1' }),
  },
  'POST /api/games/crash/bet': {
    access: 'player',
    request: () => ({ url: '/api/games/crash/bet', body: amount() }),
  },
  'POST /api/games/crash/cashout': { access: 'player' },
  'GET /api/games/originals': { access: 'public' },

  // Provider games: the catalogue is public, launches and favourites are the player's, the
  // seamless wallet is the providers' (their rounds are reachable by no player at all).
  'GET /api/games/search': { access: 'public' },
  'GET /api/games/providers': { access: 'public' },
  'GET /api/games/slug/:slug': {
    access: 'public',
    request: () => ({ url: '/api/games/slug/nope' }),
  },
  'GET /api/games/favourites': { access: 'player' },
  'GET /api/games/favourites/:uuid': {
    access: 'player',
    request: (f) => ({ url: `/api/games/favourites/${f.gameUuid}` }),
  },
  'PUT /api/games/favourites/:uuid': {
    access: 'player',
    request: (f) => ({ url: `/api/games/favourites/${f.gameUuid}` }),
  },
  'DELETE /api/games/favourites/:uuid': {
    access: 'player',
    request: (f) => ({ url: `/api/games/favourites/${f.gameUuid}` }),
  },
  'POST /api/provider-games/launch': {
    access: 'player',
    request: () => ({
      url: '/api/provider-games/launch',
      body: { providerId: 'nope', gameCode: 'nope', mode: 'demo' },
    }),
  },
  'GET /api/provider-games/free-spins/options': { access: 'player' },
  'POST /api/provider-games/free-spins/tip': { access: 'player' },
  // A lootbox free-spin prize of the owner's (the game named is unknown: the owner is refused
  // for the game, another player for the prize).
  'GET /api/provider-games/free-spins/lootbox/:openId': {
    access: 'owner',
    request: (f) => ({ url: `/api/provider-games/free-spins/lootbox/${f.lootboxOpenId}` }),
  },
  'POST /api/provider-games/free-spins/lootbox/:openId': {
    access: 'owner',
    request: (f) => ({
      url: `/api/provider-games/free-spins/lootbox/${f.lootboxOpenId}`,
      body: { gameUuid: randomUUID() },
    }),
    notYours: FREE_SPIN_MESSAGES.lootboxUnknown,
  },
  ...Object.fromEntries(
    ['user/info', 'user/balance', 'transaction/bet', 'transaction/win', 'transaction/rollback'].map(
      (call) => [
        `POST /api/provider/:providerId/wallet/${call}`,
        {
          access: 'provider',
          request: (f: MatrixFixtures) => ({
            url: `/api/provider/${f.providerId}/wallet/${call}`,
            body: {
              user: f.ownerId,
              token: 'forged',
              request_uuid: randomUUID(),
              transaction_uuid: randomUUID(),
              amount: 100_000_000,
              currency: 'USD',
              game_code: 'x',
              round: 'r',
            },
          }),
        } satisfies MatrixEntry,
      ],
    ),
  ),

  // Sportsbook.
  'GET /api/sports': { access: 'public' },
  'GET /api/sports/events': { access: 'public' },
  'GET /api/sports/events/:id': {
    access: 'public',
    request: () => ({ url: '/api/sports/events/nope' }),
  },
  'GET /api/sports/bets': { access: 'player' },
  'POST /api/sports/bets': {
    access: 'player',
    request: () => ({
      url: '/api/sports/bets',
      body: {
        mode: 'singles',
        slipId: randomUUID(),
        oddsChange: 'none',
        selections: [{ eventId: 'nope', marketId: 'nope', outcomeId: '1', odds: 2000 }],
        stakes: ['0'],
      },
    }),
  },
  'GET /api/sports/bets/:id/cash-out': {
    access: 'owner',
    request: (f) => ({ url: `/api/sports/bets/${f.sportsBetId}/cash-out` }),
  },
  'POST /api/sports/bets/:id/cash-out': {
    access: 'owner',
    request: (f) => ({
      url: `/api/sports/bets/${f.sportsBetId}/cash-out`,
      body: { requestId: randomUUID(), value: '0' },
    }),
  },

  // Notifications.
  'GET /api/notifications': { access: 'player' },
  'PUT /api/notifications/read-all': { access: 'player' },
  'PUT /api/notifications/:id/read': {
    access: 'owner',
    request: (f) => ({ url: `/api/notifications/${f.notificationId}/read` }),
  },

  // Rewards and promotions.
  'GET /api/rewards': { access: 'player' },
  'GET /api/rewards/rakeback-percentage': { access: 'player' },
  'GET /api/rewards/referral-percentage': { access: 'player' },
  'POST /api/rewards/rakeback/claim': { access: 'player' },
  'GET /api/rewards/boost': { access: 'player' },
  'POST /api/rewards/boost/claim': { access: 'player' },
  'POST /api/rewards/daily-dollars/claim': { access: 'player' },
  'POST /api/rewards/weekly/claim': { access: 'player' },
  'POST /api/rewards/monthly/claim': { access: 'player' },
  'POST /api/rewards/referral/claim': { access: 'player' },
  'GET /api/rewards/calendar': { access: 'player' },
  'POST /api/rewards/calendar/:id/claim': {
    access: 'owner',
    request: (f) => ({ url: `/api/rewards/calendar/${f.calendarItemId}/claim` }),
  },
  'GET /api/rewards/gifts': { access: 'player' },
  'POST /api/rewards/gifts/read': { access: 'player' },
  'POST /api/rewards/gifts/:id/claim': {
    access: 'owner',
    request: (f) => ({ url: `/api/rewards/gifts/${f.giftId}/claim` }),
  },
  'GET /api/rewards/inventory': { access: 'player' },
  'GET /api/rewards/stats': { access: 'player' },
  'GET /api/rewards/vip': { access: 'player' },
  'GET /api/rewards/wagering': { access: 'player' },
  'GET /api/rewards/history': { access: 'player' },
  'GET /api/rewards/levels': { access: 'public' },
  'GET /api/raffle': { access: 'public' },
  'GET /api/raffle/prizes': { access: 'public' },
  'GET /api/raffle/draws/:week': {
    access: 'public',
    request: () => ({ url: '/api/raffle/draws/2026-11-20' }),
  },
  'GET /api/raffle/tickets': { access: 'player' },
  'POST /api/raffle/tickets': {
    access: 'player',
    request: () => ({ url: '/api/raffle/tickets', body: { count: 1_000_000 } }),
  },
  'POST /api/affiliate/clicks': {
    access: 'public',
    request: () => ({
      url: '/api/affiliate/clicks',
      body: { code: 'nope', visitorId: 'matrix-visitor' },
    }),
  },
  'GET /api/affiliate': { access: 'player' },
  'POST /api/affiliate/codes': {
    access: 'player',
    request: () => ({ url: '/api/affiliate/codes', body: { name: '', code: '' } }),
  },
  'GET /api/affiliate/referrals': { access: 'player' },
  'GET /api/affiliate/daily': { access: 'player' },
  'POST /api/lootbox/open': { access: 'player' },
  'GET /api/lootbox/opens': { access: 'player' },
  'GET /api/quests': { access: 'player' },
  // Quests are the same for everyone; the claim is of the caller's own progress.
  'POST /api/quests/:id/claim': {
    access: 'player',
    request: () => ({ url: `/api/quests/${noUuid}/claim` }),
  },
  'GET /api/quests/gold': { access: 'player' },
  'GET /api/quests/gold/history': { access: 'player' },
  'GET /api/challenges': { access: 'player' },
  'GET /api/challenges/count': { access: 'player' },
  'GET /api/challenges/:challengeId': {
    access: 'player',
    request: () => ({ url: '/api/challenges/999999' }),
  },
  'GET /api/locked-balances': { access: 'player' },
  'POST /api/locked-balances/claim': {
    access: 'player',
    request: () => ({ url: '/api/locked-balances/claim', body: { lockedBalanceId: noUuid } }),
  },
  'GET /api/locked-balances/deposit-bonus': { access: 'player' },
  'POST /api/locked-balances/deposit-bonus/opt-in': { access: 'player' },
  // The sign-up wheel spins for visitors (its prize is claimed by signing up).
  'GET /api/signup-wheel': { access: 'public' },
  'POST /api/signup-wheel/spin': { access: 'visitor' },
  'GET /api/races/eligibility': { access: 'player' },
  'POST /api/races': { access: 'player' },
  'GET /api/races/current': { access: 'player' },
  'GET /api/races/history': { access: 'player' },
  'GET /api/races/:leaderboardId/participants': {
    access: 'player',
    request: () => ({ url: `/api/races/${noUuid}/participants` }),
  },

  // Chat and live support.
  'GET /api/chat/history': { access: 'public' },
  'GET /api/chat/banners': { access: 'public' },
  'POST /api/chat/messages': {
    access: 'player',
    request: () => ({ url: '/api/chat/messages', body: { message: '' } }),
  },
  'GET /api/chat/rain': { access: 'player' },
  'POST /api/chat/rain': {
    access: 'player',
    request: () => ({ url: '/api/chat/rain', body: { amount: '0' } }),
  },
  'DELETE /api/chat/messages/:id': {
    access: 'moderator',
    request: (f) => ({ url: `/api/chat/messages/${f.chatMessageId}` }),
  },
  'POST /api/chat/mutes': {
    access: 'moderator',
    request: (f) => ({ url: '/api/chat/mutes', body: { userId: f.ownerId, minutes: 1 } }),
  },
  'DELETE /api/chat/mutes/:userId': {
    access: 'moderator',
    request: (f) => ({ url: `/api/chat/mutes/${f.ownerId}` }),
  },
  'GET /api/support/config': { access: 'public' },
  'GET /api/support/conversation': { access: 'player' },
  'GET /api/support/unread': { access: 'player' },
  'POST /api/support/messages': {
    access: 'player',
    request: () => ({ url: '/api/support/messages', body: { body: 'x'.repeat(1000) } }),
  },
  'POST /api/support/read': { access: 'player' },
};
