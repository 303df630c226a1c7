import type { FeedMarketOdds, FeedMessage, SportId } from '#app/modules/sportsbook/domain/index';
import type { FeedSink, SportsFeed } from '../sports-feed';
import { OddsApiError, type OddsApiClient } from './odds-api.client';
import { PollLoops } from './poll-loops';
import type { OaEventOdds, OaEventScore } from './odds-api.schema';
import type { FeedLogger, FeedScheduler } from './feed-scheduler';
import { marketsOfEvent, type PricingOptions } from './odds-mapper';
import { eventStatusOf, scoreOf, settlementOf } from './results-mapper';
import { eventIdOf, fixtureOf, resolveSportKeys, sportOfKey } from './sport-keys';

/**
 * The Odds API feed (issue 21 item 2; ADR 042). Three loops:
 * - odds: the sports list (free), then the odds of every configured sport key; pre-match events
 *   become fixtures and `odds_change` messages priced from the bookmakers' consensus with our
 *   margin — only what changed since the last poll is sent;
 * - kickoff (no HTTP): a `bet_stop` for every event at its start. The API's prices stop at
 *   kick-off for us: no in-play pricing, so no in-play betting on these events;
 * - scores: for sport keys with started events, live scores (status live) and final scores
 *   (status ended, then `bet_settlement` of every market we offered).
 * A 401 (bad key) stops everything and is logged once; 429, 5xx, timeouts and network errors
 * back off exponentially (Retry-After honoured); used-up credits wait an hour. Below a reserve
 * of credits odds polling pauses, so the credits left go to settling what was sold.
 */

export interface OddsApiFeedOptions {
  client: OddsApiClient;
  /** Sport keys, or prefixes ending in `*` (`tennis_atp_*`). */
  sports: readonly string[];
  pricing: PricingOptions;
  pollSeconds: number;
  scoresPollSeconds: number;
  kickoffCheckSeconds?: number;
  /** Odds polling pauses when x-requests-remaining falls to this. */
  reserveCredits: number;
  backoff?: { baseMs: number; maxMs: number };
  /** Wait after OUT_OF_USAGE_CREDITS. */
  quotaWaitMs?: number;
  /** A started event with no final score after this long is left (to the operator). */
  resultGraceMs?: number;
  logger: FeedLogger;
  scheduler?: FeedScheduler;
  now?: () => number;
  /** Markets the store holds for an event (after a restart memory has none); optional. */
  storedMarketIds?: (eventId: string) => Promise<string[]>;
}

interface TrackedEvent {
  id: string;
  sportKey: string;
  sport: SportId;
  startsAt: number;
  fixtureSignature: string;
  /** What the sink was last sent per market (JSON), to send only changes. */
  sent: Map<string, string>;
  /** What we last sent per market (status and prices). */
  markets: Map<string, FeedMarketOdds>;
  isBetStopped: boolean;
  liveScore: string | null;
  isSettled: boolean;
}

export class OddsApiFeed implements SportsFeed {
  readonly source = 'odds-api' as const;
  private sink: FeedSink | null = null;
  private readonly now: () => number;
  private loops: PollLoops | null = null;
  private readonly events = new Map<string, TrackedEvent>();
  private sportKeys: string[] = [];
  private titles = new Map<string, string>();
  private readonly noScores = new Set<string>();
  private readonly notOurs = new Set<string>();
  private hasPolledAllScores = false;
  private lastTimestamp = 0;
  private creditsRemaining: number | null = null;
  private readonly warned = new Set<string>();

  constructor(private readonly options: OddsApiFeedOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * Starts polling. A stopped feed can start again (the sportsbook service restarts it when
   * this replica regains the feed's leadership): it then re-sends every fixture and price once,
   * since another replica may have fed the store meanwhile, and asks every key for scores.
   */
  async start(sink: FeedSink): Promise<void> {
    if (!this.isStopped) throw new Error('the odds-api feed is already started');
    const { options } = this;
    this.loops = new PollLoops({
      logger: options.logger,
      ...(options.scheduler ? { scheduler: options.scheduler } : {}),
      now: this.now,
      ...(options.backoff ? { backoff: options.backoff } : {}),
      ...(options.quotaWaitMs === undefined ? {} : { quotaWaitMs: options.quotaWaitMs }),
    });
    this.sink = sink;
    this.hasPolledAllScores = false;
    for (const tracked of this.events.values()) {
      tracked.fixtureSignature = '';
      tracked.sent.clear();
      tracked.liveScore = null;
    }
    const { pollSeconds, scoresPollSeconds, kickoffCheckSeconds = 15 } = this.options;
    this.options.logger.info(
      { sports: this.options.sports, pollSeconds },
      'The Odds API feed started',
    );
    this.loops.start([
      {
        name: 'odds',
        intervalMs: pollSeconds * 1000,
        firstDelayMs: 0,
        usesApi: true,
        run: (signal) => this.pollOdds(signal),
      },
      {
        name: 'kickoff',
        intervalMs: kickoffCheckSeconds * 1000,
        firstDelayMs: kickoffCheckSeconds * 1000,
        usesApi: false,
        run: () => this.stopStartedEvents(),
      },
      {
        name: 'scores',
        intervalMs: scoresPollSeconds * 1000,
        firstDelayMs: scoresPollSeconds * 1000,
        usesApi: true,
        run: (signal) => this.pollScores(signal),
      },
    ]);
    return Promise.resolve();
  }

  stop(): Promise<void> {
    return this.loops?.stop() ?? Promise.resolve();
  }

  /** Not started, or a 401 or stop() ended the polling. */
  get isStopped(): boolean {
    return this.loops?.isStopped ?? true;
  }

  private async pollOdds(signal: AbortSignal): Promise<void> {
    const sports = await this.options.client.getSports(signal);
    this.noteQuota(sports.quota.remaining);
    this.titles = new Map(sports.data.map((s) => [s.key, s.title]));
    this.sportKeys = resolveSportKeys(this.options.sports, sports.data);
    if (this.sportKeys.length === 0) {
      this.warnOnce('no-keys', { sports: this.options.sports }, 'No configured sport is active');
    }
    for (const key of this.sportKeys) {
      if (this.creditsRemaining !== null && this.creditsRemaining <= this.options.reserveCredits) {
        this.warnOnce(
          'reserve',
          { remaining: this.creditsRemaining, reserve: this.options.reserveCredits },
          'The Odds API credits reached the reserve: odds polling paused, results continue',
        );
        return;
      }
      const odds = await this.skipRejected(key, () => this.options.client.getOdds(key, signal));
      if (!odds) continue;
      this.noteQuota(odds.quota.remaining);
      if (odds.dropped > 0)
        this.warnOnce(`drop:${key}`, { key, dropped: odds.dropped }, 'Malformed events dropped');
      const sport = sportOfKey(key);
      if (!sport) continue;
      for (const event of odds.data)
        await this.guard(event.id, () => this.onEventOdds(event, sport));
    }
  }

  private async onEventOdds(event: OaEventOdds, sport: SportId): Promise<void> {
    const fixture = fixtureOf(event, sport, this.titles.get(event.sport_key));
    const known = this.events.get(fixture.id);
    if (known?.isSettled) return;
    const isStarted = fixture.startsAt <= this.now();
    const priced = isStarted ? [] : marketsOfEvent(event, sport, this.options.pricing);
    // An event nobody prices is not listed: nothing to bet on.
    if (!known && !isStarted && priced.length === 0) return;
    const tracked = known ?? this.track(fixture.id, event.sport_key, sport, fixture.startsAt);
    if (isStarted) {
      // Started (also one we first see after a restart): no prices, only its result to follow.
      await this.betStop(tracked);
      return;
    }
    const signature = JSON.stringify(fixture);
    if (signature !== tracked.fixtureSignature) {
      await this.requireSink().upsertFixture(fixture);
      tracked.fixtureSignature = signature;
      tracked.startsAt = fixture.startsAt;
    }
    if (tracked.isBetStopped) {
      // The start moved later (a delayed kick-off): offer the markets again.
      tracked.isBetStopped = false;
      tracked.markets.clear();
      tracked.sent.clear();
    }
    const changed: FeedMarketOdds[] = [];
    const pricedIds = new Set(priced.map((m) => m.marketId));
    for (const market of priced) {
      if (tracked.sent.get(market.marketId) !== JSON.stringify(market)) changed.push(market);
    }
    // A line no bookmaker prices any more is suspended, not silently left open.
    for (const last of tracked.markets.values()) {
      if (!pricedIds.has(last.marketId) && last.status === 'active') {
        changed.push({ ...last, status: 'suspended' });
      }
    }
    if (changed.length === 0) return;
    await this.send({
      type: 'odds_change',
      eventId: tracked.id,
      timestamp: this.tick(),
      markets: changed,
    });
    for (const market of changed) {
      tracked.markets.set(market.marketId, market);
      tracked.sent.set(market.marketId, JSON.stringify(market));
    }
  }

  private async stopStartedEvents(): Promise<void> {
    const now = this.now();
    for (const tracked of this.events.values()) {
      if (!tracked.isSettled && !tracked.isBetStopped && tracked.startsAt <= now) {
        await this.guard(tracked.id, () => this.betStop(tracked));
      }
    }
  }

  private async betStop(tracked: TrackedEvent): Promise<void> {
    if (tracked.isBetStopped) return;
    await this.send({ type: 'bet_stop', eventId: tracked.id, timestamp: this.tick() });
    tracked.isBetStopped = true;
    for (const [id, market] of tracked.markets)
      tracked.markets.set(id, { ...market, status: 'suspended' });
  }

  private async pollScores(signal: AbortSignal): Promise<void> {
    const now = this.now();
    const keys = new Set<string>();
    if (!this.hasPolledAllScores) {
      // After a (re)start: every key once, to settle games that ended while we were down.
      for (const key of this.sportKeys) keys.add(key);
    }
    for (const t of this.events.values())
      if (!t.isSettled && t.startsAt <= now) keys.add(t.sportKey);
    for (const key of keys) {
      if (this.noScores.has(key)) continue;
      const scores = await this.skipRejected(
        key,
        () => this.options.client.getScores(key, signal),
        true,
      );
      if (!scores) continue;
      this.noteQuota(scores.quota.remaining);
      for (const score of scores.data) await this.guard(score.id, () => this.onScore(score));
    }
    if (this.sportKeys.length > 0) this.hasPolledAllScores = true;
    this.forgetOldEvents(now);
  }

  private async onScore(event: OaEventScore): Promise<void> {
    const sport = sportOfKey(event.sport_key);
    if (!sport) return;
    const id = eventIdOf(event.id);
    const score = scoreOf(event);
    const known = this.events.get(id);
    if (known?.isSettled) return;
    if (event.completed) {
      if (!score) {
        this.warnOnce(
          `score:${id}`,
          { eventId: id },
          'A completed game has no usable score; left open',
        );
        return;
      }
      // After a restart the store still knows what we sold on games we no longer track.
      if (!known && this.notOurs.has(id)) return;
      const stored = (await this.options.storedMarketIds?.(id)) ?? [];
      const marketIds = [...(known?.markets.keys() ?? []), ...stored];
      if (!known && marketIds.length === 0) {
        this.notOurs.add(id); // never offered here: not looked up again
        return;
      }
      const tracked =
        known ?? this.track(id, event.sport_key, sport, Date.parse(event.commence_time));
      await this.betStop(tracked);
      await this.send({
        type: 'odds_change',
        eventId: id,
        timestamp: this.tick(),
        eventStatus: eventStatusOf('ended', score),
        markets: [],
      });
      const { message, skipped } = settlementOf(id, sport, marketIds, score, this.tick());
      if (message) await this.send(message);
      if (skipped.length > 0) {
        this.options.logger.warn(
          { eventId: id, skipped },
          'Markets not settled from the score; left to the operator',
        );
      }
      tracked.isSettled = true;
      return;
    }
    if (!known || !score || known.startsAt > this.now()) return;
    await this.betStop(known);
    const live = `${score.home}:${score.away}`;
    if (live === known.liveScore) return;
    await this.send({
      type: 'odds_change',
      eventId: id,
      timestamp: this.tick(),
      eventStatus: eventStatusOf('live', score),
      markets: [],
    });
    known.liveScore = live;
  }

  /** Started events without a result long after the API's scores window: left, logged once. */
  private forgetOldEvents(now: number): void {
    const grace = this.options.resultGraceMs ?? 3 * 24 * 3_600_000;
    if (this.notOurs.size > 10_000) this.notOurs.clear();
    for (const [id, t] of this.events) {
      if (t.startsAt + grace > now) continue;
      if (!t.isSettled) {
        this.options.logger.warn(
          { eventId: id },
          'No final score from The Odds API; the event is left to the operator',
        );
      }
      this.events.delete(id);
    }
  }

  private track(id: string, sportKey: string, sport: SportId, startsAt: number): TrackedEvent {
    let tracked = this.events.get(id);
    if (!tracked) {
      tracked = {
        id,
        sportKey,
        sport,
        startsAt,
        fixtureSignature: '',
        sent: new Map(),
        markets: new Map(),
        isBetStopped: false,
        liveScore: null,
        isSettled: false,
      };
      this.events.set(id, tracked);
    }
    return tracked;
  }

  /** A 4xx for one sport key (unknown, no scores for it) skips that key, not the whole pass. */
  private async skipRejected<T>(
    key: string,
    request: () => Promise<T>,
    isScores = false,
  ): Promise<T | null> {
    try {
      return await request();
    } catch (error) {
      if (
        !(error instanceof OddsApiError) ||
        (error.kind !== 'rejected' && error.kind !== 'bad_response')
      ) {
        throw error;
      }
      if (isScores && error.kind === 'rejected') this.noScores.add(key);
      this.warnOnce(
        `rejected:${key}:${isScores}`,
        { key, status: error.details.status },
        `The Odds API: ${error.message}`,
      );
      return null;
    }
  }

  /** A sink failure (the database) costs one event this pass, not the loop. */
  private async guard(eventId: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (this.isStopped) throw error;
      this.options.logger.error(
        { eventId, err: error },
        'The Odds API feed could not apply an event',
      );
    }
  }

  private async send(message: FeedMessage): Promise<void> {
    if (this.isStopped) throw new Error('stopped');
    await this.requireSink().deliver(message);
  }

  private requireSink(): FeedSink {
    if (!this.sink) throw new Error('the odds-api feed is not started');
    return this.sink;
  }

  /** Strictly increasing producer timestamps (the reducer orders odds by them). */
  private tick(): number {
    this.lastTimestamp = Math.max(this.lastTimestamp + 1, this.now());
    return this.lastTimestamp;
  }

  private noteQuota(remaining: number | null): void {
    if (remaining !== null) this.creditsRemaining = remaining;
  }

  private warnOnce(key: string, fields: Record<string, unknown>, msg: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.options.logger.warn(fields, msg);
  }
}
