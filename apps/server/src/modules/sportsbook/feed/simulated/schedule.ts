import { createSeededRng, simulatedLine, type SportId } from '../../domain';
import type { Fixture } from '../sports-feed';
import {
  COMPETITIONS_BY_SPORT,
  entrantId,
  type BasketballTeam,
  type FootballClub,
  type SimCompetition,
  type TennisPlayer,
} from './catalogue';
import { endsAt, NOMINAL_MATCH_SECONDS, type SimModel } from './sim-match';

/**
 * The simulated feed's rolling schedule (issue 21): per sport, kick-offs on a fixed grid of wall
 * time, so that a few matches of every sport are always live and a dozen are coming up. A slot
 * is a pure function of its kick-off time — competition, entrants, seed — so every replica and
 * every restart computes the same fixtures, and a fixture's id is its sport and kick-off.
 */

export const SIM_SPORTS: readonly SportId[] = ['football', 'tennis', 'basketball'];

export interface ScheduleOptions {
  /** Wall minutes a football match lasts (SPORTS_MATCH_MINUTES); the other sports follow. */
  matchMinutes: number;
  /** Kick-offs listed ahead per sport. */
  upcomingPerSport: number;
  /** Operator margin (0.05 = 5 %). */
  margin: number;
  sports?: readonly SportId[];
  /** How far back, in match lengths, a still-running match may have kicked off (default 3). */
  lookbackMatches?: number;
}

/** Matches of a sport live at once, on average: the grid is the match length divided by this. */
const LIVE_AT_ONCE: Record<SportId, number> = { football: 4, tennis: 3, basketball: 2.5 };
/** So that sports do not all kick off on the same instant. */
const GRID_OFFSET: Record<SportId, number> = { football: 0, tennis: 0.37, basketball: 0.71 };
/** How far back a still-running match may have started (a long five-setter), in match lengths. */
const LOOKBACK_MATCHES = 3;

export function matchWallMs(options: Pick<ScheduleOptions, 'matchMinutes'>): number {
  return options.matchMinutes * 60_000;
}

/** Simulated seconds per wall second for a sport (every sport's nominal match takes the same). */
export function speedOf(sport: SportId, options: Pick<ScheduleOptions, 'matchMinutes'>): number {
  return NOMINAL_MATCH_SECONDS[sport] / (matchWallMs(options) / 1000);
}

/** Wall ms between two kick-offs of a sport. */
export function kickOffEveryMs(
  sport: SportId,
  options: Pick<ScheduleOptions, 'matchMinutes'>,
): number {
  return Math.max(50, Math.round(matchWallMs(options) / LIVE_AT_ONCE[sport]));
}

/**
 * The fixtures that should exist at `now`: every slot of every sport whose match is not over
 * yet (some already live) and the next `upcomingPerSport` kick-offs. Ordered by kick-off.
 */
export function scheduledFixtures(now: number, options: ScheduleOptions): Fixture[] {
  const out: Fixture[] = [];
  for (const sport of options.sports ?? SIM_SPORTS) {
    const every = kickOffEveryMs(sport, options);
    const offset = Math.round(GRID_OFFSET[sport] * every);
    const first = Math.floor((now - (options.lookbackMatches ?? LOOKBACK_MATCHES) * matchWallMs(options) - offset) / every);
    const lastStarted = Math.floor((now - offset) / every);
    for (let n = first; n <= lastStarted + options.upcomingPerSport; n++) {
      const kickOffAt = n * every + offset;
      const fixture = fixtureAt(sport, kickOffAt, options);
      if (kickOffAt > now || endsAt(fixture.model as SimModel) > now) out.push(fixture);
    }
  }
  return out.sort((a, b) => a.startsAt - b.startsAt);
}

/** The slot's fixture: drawn from a PRNG seeded by the sport and the kick-off. */
export function fixtureAt(sport: SportId, kickOffAt: number, options: ScheduleOptions): Fixture {
  const rng = createSeededRng(hash32(`${sport}:${kickOffAt}`));
  const pick = <T>(items: readonly T[]): T =>
    items[Math.floor(rng.next() * items.length)] as T;
  const pair = <T>(entrants: readonly T[]): [T, T] => {
    const home = Math.floor(rng.next() * entrants.length);
    const step = 1 + Math.floor(rng.next() * (entrants.length - 1));
    return [entrants[home] as T, entrants[(home + step) % entrants.length] as T];
  };
  const base = {
    v: 1 as const,
    kickOffAt,
    speed: speedOf(sport, options),
    margin: options.margin,
  };
  let competition: SimCompetition<unknown>;
  let names: [string, string];
  let model: SimModel;
  switch (sport) {
    case 'football': {
      const c = pick(COMPETITIONS_BY_SPORT.football);
      const [home, away] = pair<FootballClub>(c.entrants);
      competition = c;
      names = [home.name, away.name];
      model = {
        ...base,
        seed: seedFrom(rng),
        sport,
        strengths: {
          homeAttack: home.attack,
          homeDefence: home.defence,
          awayAttack: away.attack,
          awayDefence: away.defence,
        },
      };
      break;
    }
    case 'tennis': {
      const c = pick(COMPETITIONS_BY_SPORT.tennis);
      const [home, away] = pair<TennisPlayer>(c.entrants);
      const averageReturn = c.entrants.reduce((sum, p) => sum + p.ret, 0) / c.entrants.length;
      const serve = (server: TennisPlayer, receiver: TennisPlayer): number =>
        clamp(server.serve - (receiver.ret - averageReturn), 0.45, 0.85);
      competition = c;
      names = [home.name, away.name];
      model = {
        ...base,
        seed: seedFrom(rng),
        sport,
        serve: { homeServe: serve(home, away), awayServe: serve(away, home) },
        bestOf: c.bestOf ?? 3,
        firstServer: rng.next() < 0.5 ? 'home' : 'away',
      };
      break;
    }
    case 'basketball': {
      const c = pick(COMPETITIONS_BY_SPORT.basketball);
      const [home, away] = pair<BasketballTeam>(c.entrants);
      const homeCourt = 1.5;
      competition = c;
      names = [home.name, away.name];
      model = {
        ...base,
        seed: seedFrom(rng),
        sport,
        line: simulatedLine({
          home: round1((home.offence + away.defence) / 2 + homeCourt),
          away: round1((away.offence + home.defence) / 2 - homeCourt),
        }),
      };
      break;
    }
  }
  return {
    id: `sim:${sport}-${kickOffAt}`,
    source: 'simulated',
    sport,
    competition: { id: competition.id, name: competition.name, country: competition.country },
    home: { id: entrantId(names[0]), name: names[0] },
    away: { id: entrantId(names[1]), name: names[1] },
    startsAt: kickOffAt,
    model: model as unknown as Record<string, unknown>,
  };
}

function seedFrom(rng: { next(): number }): number {
  return Math.floor(rng.next() * 0x1_0000_0000);
}

/** FNV-1a, 32 bits. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
const round1 = (x: number): number => Math.round(x * 10) / 10;
