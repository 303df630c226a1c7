import { FairnessError } from './errors';
import { blackjackCards, BLACKJACK_CARDS } from './games/blackjack';
import { pickCaseRow, type CaseRow } from './games/cases';
import { crashPoint } from './games/crash';
import { diceRoll, limboResult } from './games/dice';
import { DOJO_DASH_HAZARDS, dojoDashLanes, type DojoDashOutcome } from './games/dojo-dash';
import { kenoDraw, KENO_DRAWN, type KenoOutcome } from './games/keno';
import { minePositions, MINES_TILES } from './games/mines';
import { plinkoPath, PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, type PlinkoOutcome } from './games/plinko';
import { coinflipSeries, COINFLIP_FLIPS, roulettePocket, type CoinSide } from './games/simple';
import {
  TOWERS_DIFFICULTIES,
  towersFloatCount,
  towersLevels,
  type TowersOutcome,
} from './games/towers';
import { readOptions, requireChoice, requireInteger, requireString, type Options } from './options';
import { floats } from './rng';

export interface CasesOutcome {
  float: number;
  /** Present when opts carried a table: the row with the largest `min` ≤ float. */
  row?: CaseRow & Record<string, unknown>;
}

/** The JSON each game's verification prints. */
export interface OutcomeByGame {
  dice: { result: number };
  limbo: { result: number };
  plinko: PlinkoOutcome;
  mines: { mines: number[] };
  keno: KenoOutcome;
  roulette: { result: number };
  coinflip: { outcomes: CoinSide[] };
  cases: CasesOutcome;
  towers: TowersOutcome;
  blackjack: { cards: string[] };
  'dojo-dash': DojoDashOutcome;
  crash: { result: number };
}

export type GameName = keyof OutcomeByGame;

export interface OutcomeInput {
  /** Required by every game but crash, which is seeded by its hash chain (opts.hash, opts.salt). */
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
  opts?: unknown;
}

type Handler<G extends GameName> = (input: OutcomeInput) => OutcomeByGame[G];

/** Floats for a seeded game, with a clear error when a seed or the nonce is missing. */
function take(
  game: GameName,
  { serverSeed, clientSeed, nonce }: OutcomeInput,
  count: number,
): number[] {
  if (serverSeed === undefined || clientSeed === undefined || nonce === undefined) {
    throw new FairnessError(`${game}: serverSeed, clientSeed and nonce are required`);
  }
  return floats({ serverSeed, clientSeed, nonce, count });
}

function first(game: GameName, input: OutcomeInput): number {
  readOptions(game, input.opts, []);
  return take(game, input, 1)[0] ?? Number.NaN;
}

function caseTable(options: Options): (CaseRow & Record<string, unknown>)[] | undefined {
  const table = options['table'];
  if (table === undefined) return undefined;
  const isRow = (row: unknown): row is CaseRow & Record<string, unknown> =>
    typeof row === 'object' && row !== null && typeof (row as Options)['min'] === 'number';
  if (!Array.isArray(table) || table.length === 0 || !table.every(isRow)) {
    throw new FairnessError(
      'cases: opts.table must be a non-empty array of objects with a numeric "min"',
    );
  }
  return table;
}

const HANDLERS: { [G in GameName]: Handler<G> } = {
  dice: (input) => ({ result: diceRoll(first('dice', input)) }),
  limbo: (input) => ({ result: limboResult(first('limbo', input)) }),
  roulette: (input) => ({ result: roulettePocket(first('roulette', input)) }),
  plinko: (input) => {
    const options = readOptions('plinko', input.opts, ['rows']);
    const rows = requireInteger('plinko', options, 'rows', PLINKO_MIN_ROWS, PLINKO_MAX_ROWS);
    return plinkoPath(take('plinko', input, rows));
  },
  mines: (input) => {
    const options = readOptions('mines', input.opts, ['mines']);
    const mines = requireInteger('mines', options, 'mines', 1, MINES_TILES - 1);
    return { mines: minePositions(take('mines', input, mines)) };
  },
  keno: (input) => {
    readOptions('keno', input.opts, []);
    return kenoDraw(take('keno', input, KENO_DRAWN));
  },
  coinflip: (input) => {
    readOptions('coinflip', input.opts, []);
    return { outcomes: coinflipSeries(take('coinflip', input, COINFLIP_FLIPS)) };
  },
  cases: (input) => {
    const table = caseTable(readOptions('cases', input.opts, ['table']));
    const float = take('cases', input, 1)[0] ?? Number.NaN;
    return table === undefined ? { float } : { float, row: pickCaseRow(table, float) };
  },
  towers: (input) => {
    const options = readOptions('towers', input.opts, ['difficulty']);
    const difficulty = requireChoice(
      'towers',
      options,
      'difficulty',
      Object.keys(TOWERS_DIFFICULTIES) as (keyof typeof TOWERS_DIFFICULTIES)[],
    );
    return towersLevels(difficulty, take('towers', input, towersFloatCount(difficulty)));
  },
  blackjack: (input) => {
    readOptions('blackjack', input.opts, []);
    return { cards: blackjackCards(take('blackjack', input, BLACKJACK_CARDS)) };
  },
  'dojo-dash': (input) => {
    const options = readOptions('dojo-dash', input.opts, ['difficulty']);
    const difficulty = requireChoice(
      'dojo-dash',
      options,
      'difficulty',
      Object.keys(DOJO_DASH_HAZARDS) as (keyof typeof DOJO_DASH_HAZARDS)[],
    );
    return dojoDashLanes(difficulty, take('dojo-dash', input, DOJO_DASH_HAZARDS[difficulty]));
  },
  crash: (input) => {
    const options = readOptions('crash', input.opts, ['hash', 'salt']);
    return {
      result: crashPoint(
        requireString('crash', options, 'hash'),
        requireString('crash', options, 'salt'),
      ),
    };
  },
};

export const GAMES = Object.keys(HANDLERS) as GameName[];

export function isGameName(value: string): value is GameName {
  return Object.hasOwn(HANDLERS, value);
}

/** The verifiable result of one bet (or, for crash, one round) as plain JSON. */
export function outcome<G extends GameName>(game: G, input: OutcomeInput): OutcomeByGame[G] {
  if (!isGameName(game))
    throw new FairnessError(`unknown game "${String(game)}" (games: ${GAMES.join(', ')})`);
  const handler: Handler<G> = HANDLERS[game];
  return handler(input);
}
