import {
  MATCH_MINUTES,
  REGULATION_MINUTES,
  SECONDS_PER_POINT,
  playBasketballMinutes,
  playTennisPoints,
  simulateBasketballGame,
  simulateFootballMatch,
  simulateTennisMatch,
  type BasketballLine,
  type FeedMessage,
  type ServeStrengths,
  type Side,
  type SportId,
  type TeamStrengths,
} from '../../domain';

/**
 * A simulated event is a pure function of its model (ADR 038, "Feed service"): the seed, the
 * ratings, the kick-off, the margin and the speed are stored with the fixture (`sb_events.model`),
 * so any replica, after any restart, replays exactly the same match and the same messages.
 */
export type SimModel = {
  v: 1;
  /** The match's PRNG seed (ADR 035 simulators). */
  seed: number;
  /** Epoch ms of the kick-off, in wall time. */
  kickOffAt: number;
  /** Simulated match seconds per wall second (9 plays a football match in 10 minutes). */
  speed: number;
  /** Operator margin the match is priced with, e.g. 0.05. */
  margin: number;
} & (
  | { sport: 'football'; strengths: TeamStrengths }
  | { sport: 'tennis'; serve: ServeStrengths; bestOf: 3 | 5; firstServer: Side }
  | { sport: 'basketball'; line: BasketballLine }
);

/** Simulated seconds a sport's match lasts nominally (tennis: a typical best of three). */
export const NOMINAL_MATCH_SECONDS: Record<SportId, number> = {
  football: MATCH_MINUTES * 60,
  tennis: MATCH_MINUTES * 60,
  basketball: REGULATION_MINUTES * 60,
};

/** After the last point or whistle, the settlement follows (the simulators' 30 s). */
const SETTLEMENT_DELAY_SECONDS = 30;

export interface TimelineItem {
  /** Simulated seconds from the kick-off (negative: before it). */
  second: number;
  message: FeedMessage;
}

/** Every message of the match, in order, as the domain simulators produce them. */
export function* simulatedTimeline(eventId: string, model: SimModel): Generator<TimelineItem> {
  const { seed, margin, kickOffAt } = model;
  switch (model.sport) {
    case 'football':
      for (const item of simulateFootballMatch({
        eventId,
        seed,
        margin,
        kickOffAt,
        strengths: model.strengths,
      })) {
        if (item.message) yield { second: item.matchSecond, message: item.message };
      }
      return;
    case 'tennis':
      for (const item of simulateTennisMatch({
        eventId,
        seed,
        margin,
        startsAt: kickOffAt,
        serve: model.serve,
        bestOf: model.bestOf,
        firstServer: model.firstServer,
      })) {
        if (item.message) yield { second: item.matchSecond, message: item.message };
      }
      return;
    case 'basketball':
      for (const item of simulateBasketballGame({
        eventId,
        seed,
        margin,
        startsAt: kickOffAt,
        line: model.line,
      })) {
        if (item.message) yield { second: item.gameSecond, message: item.message };
      }
      return;
  }
}

/** The pre-match prices (the simulator's first message), stamped `timestamp`. */
export function prematchOddsChange(eventId: string, model: SimModel, timestamp: number) {
  const first = simulatedTimeline(eventId, model).next();
  if (first.done) throw new Error(`no pre-match message for ${eventId}`);
  return { ...first.value.message, timestamp } as FeedMessage;
}

/** Wall time (epoch ms) at which the item at simulated `second` is due. */
export function wallTimeOf(model: SimModel, second: number): number {
  return model.kickOffAt + (second * 1000) / model.speed;
}

/** Simulated second of the last message (the settlement); cheap: no pricing involved. */
export function lastSecondOf(model: SimModel): number {
  switch (model.sport) {
    case 'football':
      return MATCH_MINUTES * 60 + SETTLEMENT_DELAY_SECONDS;
    case 'tennis': {
      const points = playTennisPoints({
        serve: model.serve,
        bestOf: model.bestOf,
        firstServer: model.firstServer,
        seed: model.seed,
      });
      return (points.at(-1)?.matchSecond ?? SECONDS_PER_POINT) + SETTLEMENT_DELAY_SECONDS;
    }
    case 'basketball': {
      const minutes = playBasketballMinutes({ line: model.line, seed: model.seed });
      return (minutes.at(-1)?.minute ?? REGULATION_MINUTES) * 60 + SETTLEMENT_DELAY_SECONDS;
    }
  }
}

/** Wall time at which the match is settled. */
export function endsAt(model: SimModel): number {
  return wallTimeOf(model, lastSecondOf(model));
}

/** A stored model read back (sb_events.model): null when it is not one of ours. */
export function parseSimModel(value: unknown): SimModel | null {
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Partial<SimModel> & Record<string, unknown>;
  const numbers = [m.seed, m.kickOffAt, m.speed, m.margin];
  if (m.v !== 1 || !numbers.every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
  if (!(typeof m.speed === 'number' && m.speed > 0)) return null;
  if (m.sport === 'football' && typeof m['strengths'] === 'object') return m as SimModel;
  if (m.sport === 'tennis' && typeof m['serve'] === 'object') return m as SimModel;
  if (m.sport === 'basketball' && typeof m['line'] === 'object') return m as SimModel;
  return null;
}
