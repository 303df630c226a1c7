import type { Rng } from '#provider/rng/rng';
import type { Grid, Position } from '#provider/slots/grid';

export type Volatility = 'low' | 'medium' | 'high' | 'very-high';
export type GameCategory = 'slots' | 'live';

/** What the catalogue shows for a game (issue 20), all from the math module itself. */
export interface GameMeta {
  name: string;
  /** The name with its case kept and spaces hyphenated: "Book of Degen" → "Book-of-Degen". */
  slug: string;
  /** Documented return to player, percent (see each game's README row and ADR 029). */
  rtpTarget: number;
  /** How the target was obtained: exact computation or a long simulation. */
  rtpMethod: 'analytic' | 'simulation';
  volatility: Volatility;
  /** The largest total a round can pay, in multiples of the bet (a cap where the math needs one). */
  maxWinX: number;
  features: string[];
  bonusBuy: { priceX: number; rtpTarget: number } | null;
  releaseDate: string;
  categories: GameCategory[];
  description: string;
}

export function slugOf(name: string): string {
  return name.trim().replace(/\s+/g, '-');
}

export type WinKind = 'line' | 'scatter' | 'cluster' | 'expanding' | 'coins' | 'jackpot';

/** One paying combination; `winMilli` is in thousandths of the total bet, multipliers applied. */
export interface Win {
  kind: WinKind;
  symbol?: number;
  count?: number;
  /** 0-based payline index for line and expanding wins. */
  line?: number;
  positions: Position[];
  winMilli: number;
}

export type Feature =
  | { kind: 'freeSpins'; spins: number; retrigger: boolean }
  | { kind: 'expandingSymbol'; symbol: number }
  | { kind: 'holdAndWin'; coins: number }
  | { kind: 'jackpot'; jackpot: string }
  | { kind: 'maxWin' };

/** The part of every spin outcome the simulation and the provider service rely on. */
export interface SpinOutcome<S> {
  grid: Grid;
  wins: Win[];
  /** This spin's win in milli-bets (after multipliers and the max-win cap). */
  totalWinMilli: number;
  /** The same in money units: bet × totalWinMilli / 1000, rounded down. */
  totalWin: bigint;
  features: Feature[];
  /** True when this spin was not paid for (a free spin or a respin). */
  isFree: boolean;
  /** The state to pass to the next spin; the base state means the next spin costs a bet. */
  nextState: S;
}

export interface BonusBuyOutcome<S> {
  /** The price in milli-bets (the service debits bet × priceMilli / 1000). */
  priceMilli: number;
  features: Feature[];
  nextState: S;
}

/** A slot as the simulation drives it: one paid spin, then free spins until back to base. */
export interface SlotGame<S> {
  meta: GameMeta;
  baseState: S;
  isBase(state: S): boolean;
  spin(rng: Rng, bet: bigint, state: S): SpinOutcome<S>;
  buyBonus?(rng: Rng, bet: bigint): BonusBuyOutcome<S>;
}
