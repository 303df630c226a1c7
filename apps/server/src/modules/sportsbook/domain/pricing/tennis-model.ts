/**
 * Tennis model: every point is won by the server with a fixed probability per player
 * (independent points: Newton & Keller 2005, the standard Markov model). Games, tie-breaks
 * (first to 7 by two, at 6–6 in every set), sets and best-of-3/5 matches are solved exactly
 * from the current score: a deuce-like tie (deuce, 6–6 in a tie-break) in closed form, the
 * rest by recursion. Output: the distribution of (sets won, total games) at the end.
 */
import type { TennisSummary } from '../markets/tennis-markets';
import type { Weighted } from './price-market';

export type Side = 'home' | 'away';

export interface ServeStrengths {
  /** P(home wins a point on home's serve), P(away wins a point on away's serve). */
  homeServe: number;
  awayServe: number;
}

export interface TennisState {
  bestOf: 3 | 5;
  /** Finished sets, games [home, away] each. */
  sets: Array<[number, number]>;
  /** Games in the set being played. */
  games: [number, number];
  /** Points in the game being played (in a tie-break: tie-break points). */
  points: [number, number];
  /** Who serves the current game; in a tie-break, who served its first point. */
  server: Side;
}

export const FIRST_POINT = (bestOf: 3 | 5, server: Side): TennisState => ({
  bestOf,
  sets: [],
  games: [0, 0],
  points: [0, 0],
  server,
});

export const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** P(home wins a point served by `server`). */
export function pointForHome(s: ServeStrengths, server: Side): number {
  return server === 'home' ? s.homeServe : 1 - s.awayServe;
}

/** From equal scores where one more pair of points repeats itself: P(home ends two ahead). */
function fromTie(q1: number, q2: number): number {
  const win = q1 * q2;
  const loss = (1 - q1) * (1 - q2);
  return win / (win + loss);
}

/** P(home wins the game) from the point score; first to 4 by two. */
export function homeWinsGame(s: ServeStrengths, server: Side, h: number, a: number): number {
  if (h >= 4 && h - a >= 2) return 1;
  if (a >= 4 && a - h >= 2) return 0;
  const q = pointForHome(s, server);
  if (h >= 3 && a >= 3 && h === a) return fromTie(q, q);
  return q * homeWinsGame(s, server, h + 1, a) + (1 - q) * homeWinsGame(s, server, h, a + 1);
}

/** P(home wins the tie-break); `first` served point 1, then two each in turn. */
export function homeWinsTiebreak(s: ServeStrengths, first: Side, h: number, a: number): number {
  if (h >= 7 && h - a >= 2) return 1;
  if (a >= 7 && a - h >= 2) return 0;
  const n = h + a;
  const server = Math.floor((n + 1) / 2) % 2 === 0 ? first : other(first);
  if (h >= 6 && h === a) {
    // n even: the next two points are served one each.
    return fromTie(pointForHome(s, server), pointForHome(s, other(server)));
  }
  const q = pointForHome(s, server);
  return q * homeWinsTiebreak(s, first, h + 1, a) + (1 - q) * homeWinsTiebreak(s, first, h, a + 1);
}

interface SetEnd {
  p: number;
  home: number;
  away: number;
  /** Who serves the first game after this set. */
  nextServer: Side;
}

export function isSetOver(h: number, a: number): boolean {
  return (h >= 6 && h - a >= 2) || (a >= 6 && a - h >= 2) || h === 7 || a === 7;
}

/** Final games of the set from a game score, the server of the current game, and its points. */
function setEnds(
  s: ServeStrengths,
  games: [number, number],
  server: Side,
  points: [number, number],
): SetEnd[] {
  const [h, a] = games;
  if (isSetOver(h, a)) return [{ p: 1, home: h, away: a, nextServer: server }];
  const isTiebreak = h === 6 && a === 6;
  const pGame = isTiebreak
    ? homeWinsTiebreak(s, server, points[0], points[1])
    : homeWinsGame(s, server, points[0], points[1]);
  const out: SetEnd[] = [];
  const next = other(server);
  for (const [p, g] of [
    [pGame, [h + 1, a]],
    [1 - pGame, [h, a + 1]],
  ] as Array<[number, [number, number]]>) {
    if (p <= 0) continue;
    for (const end of setEnds(s, g, next, [0, 0])) out.push({ ...end, p: end.p * p });
  }
  return merge(out);
}

function merge(ends: SetEnd[]): SetEnd[] {
  const byKey = new Map<string, SetEnd>();
  for (const e of ends) {
    const key = `${e.home}:${e.away}:${e.nextServer}`;
    const seen = byKey.get(key);
    if (seen) seen.p += e.p;
    else byKey.set(key, { ...e });
  }
  return [...byKey.values()];
}

const freshSetCache = new Map<string, SetEnd[]>();
function freshSet(s: ServeStrengths, server: Side): SetEnd[] {
  const key = `${s.homeServe}:${s.awayServe}:${server}`;
  let ends = freshSetCache.get(key);
  if (!ends) {
    ends = setEnds(s, [0, 0], server, [0, 0]);
    if (freshSetCache.size > 1000) freshSetCache.clear();
    freshSetCache.set(key, ends);
  }
  return ends;
}

/** The distribution of final (sets, total games) from the current state. */
export function finalTennisDistribution(
  s: ServeStrengths,
  state: TennisState,
): Array<Weighted<TennisSummary>> {
  const toWin = (state.bestOf + 1) / 2;
  let setsHome = 0;
  let setsAway = 0;
  let games = 0;
  for (const [h, a] of state.sets) {
    if (h > a) setsHome++;
    else setsAway++;
    games += h + a;
  }
  interface Path {
    p: number;
    setsHome: number;
    setsAway: number;
    totalGames: number;
    server: Side;
  }
  const done: Path[] = [];
  let frontier: Path[] = [];
  const advance = (path: Path, ends: SetEnd[]): void => {
    for (const end of ends) {
      frontier.push({
        p: path.p * end.p,
        setsHome: path.setsHome + (end.home > end.away ? 1 : 0),
        setsAway: path.setsAway + (end.home > end.away ? 0 : 1),
        totalGames: path.totalGames + end.home + end.away,
        server: end.nextServer,
      });
    }
  };
  const start: Path = { p: 1, setsHome, setsAway, totalGames: games, server: state.server };
  if (setsHome >= toWin || setsAway >= toWin) done.push(start);
  else advance(start, setEnds(s, state.games, state.server, state.points));
  while (frontier.length > 0) {
    const current = frontier;
    frontier = [];
    for (const path of current) {
      if (path.setsHome >= toWin || path.setsAway >= toWin) done.push(path);
      else advance(path, freshSet(s, path.server));
    }
    frontier = mergePaths(frontier);
  }
  return mergePaths(done).map(({ p, setsHome: h, setsAway: a, totalGames }) => ({
    p,
    result: { setsHome: h, setsAway: a, totalGames },
  }));
}

function mergePaths<
  T extends { p: number; setsHome: number; setsAway: number; totalGames: number; server: Side },
>(paths: T[]): T[] {
  const byKey = new Map<string, T>();
  for (const path of paths) {
    const key = `${path.setsHome}:${path.setsAway}:${path.totalGames}:${path.server}`;
    const seen = byKey.get(key);
    if (seen) seen.p += path.p;
    else byKey.set(key, { ...path });
  }
  return [...byKey.values()];
}
