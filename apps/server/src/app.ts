import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { decimalToUnits } from '@tengu/shared';
import type { Config } from './config';
import type { DB } from './db/database';
import { registerErrorHandler } from './errors/error-handler';
import { registerCrossSiteGuard } from './plugins/cross-site-guard';
import { clientErrorHandler, frameworkErrors } from './errors/framework-errors';
import { installAuthentication } from './modules/auth/authenticate';
import type { AuthDeps } from './modules/auth/auth.deps';
import type { AuthRouteOptions } from './modules/auth/auth.http';
import { authRoutes } from './modules/auth/auth.routes';
import { resolveJwtSecret } from './modules/auth/jwt-secret';
import { telegramRoutes } from './modules/auth/telegram.routes';
import { accessTokenExpiresAt, createTokens } from './modules/auth/tokens';
import { twoFactorRoutes } from './modules/auth/two-factor.routes';
import { betsRoutes } from './modules/bets/bets.routes';
import { devOutboxRoutes } from './modules/email/email.routes';
import { createMailer } from './modules/email/mailer';
import { fairnessRoutes } from './modules/fairness/fairness.routes';
import { gamesRoutes } from './modules/games/games.routes';
import { startCrashRuntime } from './modules/games/crash/crash-runtime';
import { geoRoutes } from './modules/geo/geo.routes';
import { healthRoutes } from './modules/health/health.routes';
import { lootboxRoutes } from './modules/lootbox/lootbox.routes';
// Affiliate programme (issue 18 item 5).
import { affiliateRoutes } from './modules/affiliate/affiliate.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import type { PaymentChains } from './modules/payments/payments-chains';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createOutbox, outboxPlayHandler } from './modules/outbox/outbox';
import { challengesPlaySubscriber } from './modules/challenges/challenge-wins';
import { challengesRoutes } from './modules/challenges/challenges.routes';
import { createPlayEvents } from './modules/play-events/play-events';
import { rewardsPlayHandler } from './modules/rewards/accrual';
import { referralCommissionSubscriber } from './modules/rewards/referral-commissions';
import { rewardsRoutes } from './modules/rewards/rewards.routes';
// Quests and Gold (issue 17 item 1).
import { subscribeQuestProgress } from './modules/quests/quest-progress';
import { questsRoutes } from './modules/quests/quests.routes';
import { sendRewardsOnJoin } from './modules/rewards/rewards-join';
import { emitRewardInfo } from './modules/rewards/reward-events';
// Raffle (issue 17 items 6-7).
import { ticketTablePublicValue, type PublicValueSource } from './modules/raffle/public-value';
import { rafflePlaySubscriber } from './modules/raffle/raffle-play-subscriber';
import { raffleRoutes } from './modules/raffle/raffle.routes';
import { racePlaySubscriber } from './modules/races/race-play-subscriber';
import { startRaceSchedule } from './modules/races/race-schedule';
import { createStandingsFeed } from './modules/races/race-standings-feed';
import { racesRoutes } from './modules/races/races.routes';
import { startRaffleSchedule } from './modules/raffle/raffle-schedule';
import { getTickets } from './modules/raffle/tickets.service';
import { setupPayments } from './modules/payments/payments-setup';
import { authenticateAccessToken } from './modules/sessions/sessions.service';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { siteRoutes } from './modules/site/site.routes';
import { usersRoutes } from './modules/users/users.routes';
import { profileRoutes } from './modules/users/profile.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
// Locked balances and the sign-up wheel (issue 17).
import { assetBySymbol } from '@tengu/shared';
import { lockedBalancesRoutes } from './modules/locked-balances/locked-balances.routes';
import { lockedBalancesPlayHandler } from './modules/locked-balances/unlock';
import { depositBonusSubscriber } from './modules/locked-balances/deposit-bonus.subscriber';
import { priceOf } from './modules/payments/prices/price-source';
import { signupGift } from './modules/signup-wheel/signup-gift';
import { signupWheelRoutes } from './modules/signup-wheel/signup-wheel.routes';
import type { SignupWheelDeps } from './modules/signup-wheel/signup-wheel.service';
import { createWheelTokens } from './modules/signup-wheel/wheel-token';
import { registerApiDocs } from './plugins/api-docs';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { installTextGuard } from './plugins/text-guard';
import { fastifyTrustProxy } from './plugins/trust-proxy';
import { startRealtimeRelay } from './realtime/database-relay';
import { createRealtime, type Realtime } from './realtime/realtime';
import {
  createSessionSockets,
  lateSessionSockets,
  type SessionSockets,
} from './realtime/session-sockets';
import { createSocketServer, type SocketServer } from './realtime/socket-server';
// Chat (issue 18).
import { chatRoutes } from './modules/chat/chat.routes';
import { installChatSockets, socketChatEmitter } from './modules/chat/chat-sockets';
// Provider games: seamless wallet and launch (issue 20 item 1).
import { providerGamesRoutes } from './modules/provider-wallet/provider-games.routes';
import { providerWalletRoutes } from './modules/provider-wallet/provider-wallet.routes';
// Provider games' catalogue, search, pages and favourites (issue 20, ADR 030).
import { startCatalogueImport } from './modules/provider-games/catalogue-import';
import { providerCatalogueRoutes } from './modules/provider-games/provider-catalogue.routes';
// Free spins at providers: Tip Freespins and lootbox prizes (issue 20, ADR 033).
import { startFreeSpinRetries } from './modules/free-spins/free-spin-delivery';
import { freeSpinsRoutes } from './modules/free-spins/free-spins.routes';
// Operator console API (issue 22, ADR 037).
import type { ConsoleRoute } from './modules/console/console-access';
import { consoleRoutes } from './modules/console/console.routes';
// Live support (issue 23 item 3, ADR 041).
import { liveSupportRoutes } from './modules/live-support/live-support.routes';
import { realtimeChatEmitter } from './modules/chat/chat-sockets';
// Content over GraphQL: FAQ, documentation, blog (issue 23, ADR 036).
import { contentRoutes } from './modules/content/content.routes';
// Banners on the home page and in chat (issues 22, 23; ADR 040).
import { bannersRoutes } from './modules/banners/banners.routes';
// Sports bets (issue 21, ADR 038).
import { createSportsBetSettlement, sportsBetsRoutes } from './modules/sportsbook/bets';
// Sportsbook (issue 21, ADR 038): public reads and the feed service.
import { registerSportsbook } from './modules/sportsbook/sportsbook.plugin';
import { oddsApiFeedFactory } from './modules/sportsbook/feed/odds-api';
// Metrics (issue 24 item 5, ADR 053).
import { createAppMetrics } from './metrics/app-metrics';
import { installHttpMetrics } from './metrics/http-metrics';
import { metricsRoutes } from './metrics/metrics.routes';
import { pendingBets } from './modules/bets/bet-batch';

/** One route as Fastify registered it (issue 25 item 2). */
export interface RegisteredRoute {
  method: string;
  url: string;
}
// Responsible gambling: limits, reality checks, cool-off, self-exclusion (issue 25, ADR 050).
import { responsibleGamblingRoutes } from './modules/responsible-gambling/responsible-gambling.routes';
import { installResponsibleGamblingGuard } from './modules/responsible-gambling/route-guard';
import { startUsageRetentionSchedule } from './modules/responsible-gambling/usage-retention-schedule';

export interface BuildAppOptions {
  config: Config;
  db: DB;
  logger: FastifyBaseLogger;
  /** The database's URL, for connections of their own (the crash leader lock). */
  databaseUrl?: string | undefined;
  /** Payments (issue 9): the chains to use instead of the configured ones (tests). */
  paymentChains?: PaymentChains;
  /** The rewards' clock (issue 16): tests move it through Fridays, month starts, boost windows. */
  now?: () => Date;
  /** Whether the outbox's delivery loop runs (default yes); tests call `outbox.drain()` instead. */
  outboxLoop?: boolean;
  /** The raffle's public value (issue 17): a public beacon; default the closed ticket table's hash. */
  rafflePublicValue?: PublicValueSource;
}

/**
 * Builds the HTTP API and the Socket.IO server from the modules. `main.ts` and the tests both
 * call it; it neither listens nor touches the process.
 */
export async function buildApp({
  config,
  db,
  logger,
  databaseUrl,
  paymentChains,
  now = () => new Date(),
  outboxLoop = true,
  rafflePublicValue = ticketTablePublicValue,
}: BuildAppOptions) {
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // On close: stop accepting, drop idle keep-alive sockets, let in-flight requests finish.
    forceCloseConnections: 'idle',
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 256 * 1024,
    // Refusals before routing answer in the API's error shape, without echoing the URL.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // Every route the app registers (issue 25 item 2): the authorisation matrix test walks them all.
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  installTextGuard(app);
  // Metrics (ADR 053): every route registered below is timed by its pattern.
  installHttpMetrics(app);

  await registerSecurityHeaders(app, config);
  // CSRF defence (issue 25 item 4, ADR 052): no state-changing API call from another site.
  registerCrossSiteGuard(app);
  await registerRateLimit(app, config);
  await app.register(cookie);
  await registerApiDocs(app, config);

  await app.register(healthRoutes, { db });
  await app.register(siteRoutes, { config });

  // Accounts (issue 3).
  const jwtSecret = resolveJwtSecret(config);
  const tokens = createTokens(jwtSecret);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    db,
    log: app.log,
    logLinks: !config.isProduction,
  });
  // Revoked sessions lose their sockets (issue 15.2); the socket server is built below.
  const lateSockets = lateSessionSockets(() => sessionSockets);
  // The sign-up wheel's tokens are signed with a key derived from the same secret (issue 17).
  const wheel: SignupWheelDeps = {
    db,
    tokens: createWheelTokens(jwtSecret),
    btcPriceUsd: () => priceOf(payments.prices, assetBySymbol('BTC') ?? missingBtc()),
  };
  const deps: AuthDeps = {
    db,
    tokens,
    mailer,
    config,
    log: app.log,
    sessionSockets: lateSockets,
    afterSignup: signupGift({ ...wheel, log: app.log }),
  };
  const secureCookies = config.isProduction;
  const accountOptions: AuthRouteOptions = {
    deps,
    blockedCountries: config.GEO_BLOCKED_COUNTRIES,
    secureCookies,
  };
  installAuthentication(app, { db, tokens });
  // Responsible gambling (issue 25 item 5, ADR 050): an excluded player's play, deposit and
  // promotion routes refuse, checked from memory; must be installed before those routes.
  installResponsibleGamblingGuard(app, db);
  await app.register(responsibleGamblingRoutes, { db, now });
  await app.register(geoRoutes, { blockedCountries: config.GEO_BLOCKED_COUNTRIES });
  await app.register(authRoutes, accountOptions);
  await app.register(twoFactorRoutes, accountOptions);
  await app.register(telegramRoutes, accountOptions);
  await app.register(sessionsRoutes, { db, secureCookies, sessionSockets: lateSockets });
  await app.register(usersRoutes, { db });
  await app.register(profileRoutes, { db });
  // Money core (issue 4). The socket server is built below, hence the getter.
  await app.register(walletRoutes, { db, tokens, config, realtime: () => realtime });
  // Bets and in-house games (issue 5). Every bet's play event goes to this app's handlers:
  // rewards accrue inside the bet's transaction (issue 16, ARCHITECTURE.md "Play events").
  const playEvents = createPlayEvents(db);
  playEvents.registerPlayHandler(rewardsPlayHandler);
  // What may lag behind play (quests, challenges, the raffle, the deposit bonus) reacts through
  // the transactional outbox (issue 17, docs/decisions/019-outbox.md): features subscribe below.
  const outbox = createOutbox({ db, realtime: () => realtime, log: app.log });
  playEvents.registerPlayHandler(outboxPlayHandler(outbox));
  // The commission per referred player for /affiliate (issue 18 item 5), off the bet path.
  outbox.subscribe(referralCommissionSubscriber());
  // Locked balances (issue 17): unlocking in the bet's transaction, the deposit bonus by outbox.
  playEvents.registerPlayHandler(lockedBalancesPlayHandler);
  outbox.subscribe(depositBonusSubscriber(db));
  await app.register(fairnessRoutes, { db });
  await app.register(betsRoutes, { db });
  await app.register(gamesRoutes, {
    db,
    realtime: () => realtime,
    maxProfit: decimalToUnits(config.MAX_PROFIT_PER_BET),
    playEvents,
  });
  // Sports bets (issue 21, ADR 038 "Bets, settlement, cash-out"): placement, my bets, cash-out.
  // `sportsBetSettlement.listener` must be among the sportsbook feed's ingest listeners and its
  // `kick(applied)` called after each ingest commit (the sportsbook service's wiring); the sweep
  // pays whatever a crash left due.
  const sportsBetDeps = {
    db,
    realtime: () => realtime,
    playEvents,
    inPlayDelayMs: config.SPORTS_INPLAY_DELAY_MS,
    log: app.log,
  };
  const sportsBetSettlement = createSportsBetSettlement(sportsBetDeps);
  await app.register(sportsBetsRoutes, { deps: sportsBetDeps });
  if (config.NODE_ENV !== 'test') sportsBetSettlement.start();
  app.addHook('preClose', () => sportsBetSettlement.stop());
  // Notifications (issue 8).
  await app.register(notificationsRoutes, { db });
  // Raffle (issue 17 items 6-7): its tickets reach the rewards dropdown through this provider.
  const raffleDeps = () => ({ db, realtime, now, publicValue: rafflePublicValue });
  const raffleTickets = (userId: string) => getTickets(raffleDeps(), userId);
  outbox.subscribe(rafflePlaySubscriber({ db, now }));
  await app.register(raffleRoutes, {
    db,
    realtime: () => realtime,
    now,
    publicValue: rafflePublicValue,
  });
  // Rewards (issue 16).
  await app.register(rewardsRoutes, { db, realtime: () => realtime, now, raffleTickets });
  // Lootbox (issue 17 item 2): a Gold prize refreshes the rewards dropdown (user:rewardInfo).
  // Affiliate programme (issue 18 item 5).
  await app.register(affiliateRoutes, { db, now });
  await app.register(lootboxRoutes, {
    db,
    now,
    onGoldCredited: (userId) => emitRewardInfo({ db, realtime, now, raffleTickets }, userId),
  });
  // Quests and Gold (issue 17 item 1): progress from the outbox, claims pay Gold.
  subscribeQuestProgress(outbox);
  await app.register(questsRoutes, { db, realtime: () => realtime, now });
  // Challenges (issue 17 item 5, docs/decisions/021-challenges.md): won and paid on delivery.
  outbox.subscribe(challengesPlaySubscriber({ db, now }));
  await app.register(challengesRoutes, { db, now });
  // Locked balances and the sign-up wheel (issue 17).
  await app.register(lockedBalancesRoutes, { db, realtime: () => realtime });
  await app.register(signupWheelRoutes, { deps: wheel });
  // Chat (issue 18, docs/decisions/022-chat.md): language rooms on /chat, sent over HTTP.
  await app.register(chatRoutes, {
    db,
    now,
    emitter: () => socketChatEmitter(sockets.io),
    realtime: () => realtime,
  });
  if (config.devOutbox) await app.register(devOutboxRoutes, { db });
  // Provider games (issue 20 item 1, docs/decisions/028-seamless-wallet.md): the signed wallet
  // the providers call, and the players' launch; provider rounds count through `playEvents`.
  const providerOptions = { db, providers: config.providers, now };
  await app.register(providerWalletRoutes, {
    ...providerOptions,
    playEvents,
    realtime: () => realtime,
  });
  await app.register(providerGamesRoutes, providerOptions);
  // Provider games' catalogue (issue 20, ADR 030): search and favourites; the catalogues are
  // imported in the background at start-up (retried until each provider answered).
  await app.register(providerCatalogueRoutes, { db, providers: config.providers });
  const catalogueImport =
    (config.PROVIDER_CATALOGUE_IMPORT ?? (config.NODE_ENV === 'test' ? 'off' : 'on')) === 'on'
      ? startCatalogueImport({ db, providers: config.providers, log: app.log })
      : null;
  app.addHook('preClose', () => catalogueImport?.stop());
  // Free spins at providers (issue 20, ADR 033): tips and lootbox prizes become provider
  // campaigns; a campaign the provider did not answer is retried (not in tests: by hand).
  const freeSpinDeps = { db, providers: config.providers, realtime: () => realtime };
  await app.register(freeSpinsRoutes, freeSpinDeps);
  const freeSpinRetries =
    config.NODE_ENV === 'test'
      ? null
      : startFreeSpinRetries({ ...freeSpinDeps, now, log: app.log });
  app.addHook('preClose', async () => freeSpinRetries?.stop());
  // Affiliate races (issue 18 item 6, docs/decisions/024-races.md): wagers from the outbox.
  const raceDeps = () => ({ db, realtime, now });
  const raceFeed = createStandingsFeed({ db, now });
  outbox.subscribe(racePlaySubscriber(raceFeed));
  await app.register(racesRoutes, { db, realtime: () => realtime, now });
  app.addHook('preClose', () => raceFeed.stop());
  // Crypto payments (issue 9): routes now, watcher jobs once the socket server exists.
  const payments = await setupPayments({ config, db, log: app.log, chains: paymentChains });
  await app.register(paymentsRoutes, {
    db,
    tokens,
    config,
    chains: payments.chains,
    prices: payments.prices,
    realtime: () => realtime,
  });

  // Operator console API (issue 22, ADR 037): /api/admin/*, staff roles + TOTP, audited.
  const consoleRouteList: ConsoleRoute[] = [];
  await app.register(consoleRoutes, {
    db,
    now,
    realtime: () => realtime,
    chatEmitter: () => realtimeChatEmitter(realtime),
    sessionSockets: lateSockets,
    registry: consoleRouteList,
    chains: payments.chains,
    defaultMaxProfit: decimalToUnits(config.MAX_PROFIT_PER_BET),
    raffleDeps,
    // Sportsbook trading (ADR 047): the sportsbook service is built below, hence the getter.
    trading: {
      sportsbook: () => sportsbook,
      envMarginPercent: config.SPORTS_MARGIN_PERCENT,
      inPlayDelayMs: config.SPORTS_INPLAY_DELAY_MS,
    },
  });

  // Live support, the player's side (issue 23 item 3, ADR 041); the console's is in consoleRoutes.
  await app.register(liveSupportRoutes, {
    db,
    now,
    realtime: () => realtime,
    scriptUrl: config.LIVE_SUPPORT_SCRIPT_URL,
  });

  // Content over GraphQL (issue 23, ADR 036): POST /api/graphql.
  await app.register(contentRoutes, { db, now, isProduction: config.isProduction });
  // Banners (issues 22, 23; ADR 040): GET /api/banners, public.
  await app.register(bannersRoutes, { db, now });

  // Sportsbook (issue 21, ADR 038 "Feed service"): public reads; the feed (simulated by default,
  // SPORTS_FEED=off disables it) runs on the replica holding its leader lock; with ODDS_API_KEY
  // set, The Odds API feeds it instead (ADR 042). Every applied message reaches the bets'
  // settlement listener in its transaction, and the settler right after the commit.
  const sportsbook = await registerSportsbook(app, {
    db,
    config,
    realtime: () => realtime,
    connectionString: databaseUrl ?? config.DATABASE_URL,
    listeners: [sportsBetSettlement.listener],
    afterCommit: [(applied) => sportsBetSettlement.kick(applied)],
    oddsApiFeed: oddsApiFeedFactory({ db, logger: app.log }),
  });

  // Fraud detection (issue 23 item 5): FRAUD_SCRIPT_URL, when set, loads on every page.
  await registerSpa(
    app,
    config.webDistDir,
    config.FRAUD_SCRIPT_URL ? [config.FRAUD_SCRIPT_URL] : [],
    securityHeaders(config)['content-security-policy'],
  );

  const sockets: SocketServer = createSocketServer({
    httpServer: app.server,
    redisUrl: config.REDIS_URL,
    log: app.log,
  });
  const realtime: Realtime = createRealtime(sockets.io);
  installChatSockets(sockets.io);
  // Events from `npm run admin` (no sockets of its own) arrive through the database.
  const relayUrl = databaseUrl ?? config.DATABASE_URL;
  const relay = relayUrl
    ? await startRealtimeRelay({ connectionString: relayUrl, io: sockets.io, log: app.log })
    : null;
  app.addHook('preClose', async () => relay?.stop());
  const sessionSockets: SessionSockets = createSessionSockets(sockets.io);
  sockets.setJoinAuthenticator(async (accessToken) => {
    const claims = await authenticateAccessToken({ db, tokens, accessToken });
    return claims && { ...claims, expiresAt: accessTokenExpiresAt(accessToken) };
  });
  sockets.onUserJoin(({ userId }) =>
    sendRewardsOnJoin({ db, realtime, now, raffleTickets }, userId),
  );
  // Crash (issue 7): this replica bids for the leader lock; the leader runs the rounds.
  const crash = config.crashEngine
    ? startCrashRuntime({
        db,
        config,
        realtime: () => realtime,
        log: app.log,
        connectionString: databaseUrl ?? config.DATABASE_URL,
      })
    : null;
  app.addHook('preClose', async () => crash?.stop());
  // Raffle draws (issue 17): a tick a minute on every replica (not in tests: they draw by hand).
  const raffleSchedule =
    config.NODE_ENV === 'test' ? null : startRaffleSchedule({ ...raffleDeps(), log: app.log });
  app.addHook('preClose', async () => raffleSchedule?.stop());
  // Race payouts (issue 18 item 6): a tick every 5 s on every replica (tests settle by hand).
  const raceSchedule =
    config.NODE_ENV === 'test' ? null : startRaceSchedule({ ...raceDeps(), log: app.log });
  app.addHook('preClose', async () => raceSchedule?.stop());
  // Responsible gambling's usage retention (ADR 050): a pass an hour (tests delete by hand).
  const usageRetention =
    config.NODE_ENV === 'test' ? null : startUsageRetentionSchedule({ db, now, log: app.log });
  app.addHook('preClose', async () => usageRetention?.stop());
  const paymentsJobs = await payments.start(realtime);
  app.addHook('preClose', async () => paymentsJobs?.stop());
  if (outboxLoop) outbox.start();
  app.addHook('preClose', () => outbox.stop());
  app.addHook('preClose', async () => sockets.close());

  // Metrics (issue 24 item 5, ADR 053): GET /metrics with METRICS_TOKEN (main.ts serves the
  // internal METRICS_PORT); scrape-time gauges read this app's sockets, pools and database.
  const metrics = createAppMetrics({
    db,
    io: () => sockets.io,
    pendingBets: () => pendingBets(db),
  });
  await app.register(metricsRoutes, { metrics, token: config.METRICS_TOKEN });

  await app.ready();
  return {
    app,
    metrics,
    sockets,
    realtime,
    crash,
    payments,
    paymentsJobs,
    playEvents,
    outbox,
    raffleDeps,
    raceDeps,
    consoleRoutes: consoleRouteList,
    registeredRoutes,
    sportsBetSettlement,
    sportsbook,
  };
}

function missingBtc(): never {
  throw new Error('BTC is not a known asset');
}

export type App = Awaited<ReturnType<typeof buildApp>>;
