import { describe, expect, it } from 'vitest';
import { blackjackCards } from './games/blackjack';
import { crashPoint } from './games/crash';
import { diceRoll, limboResult } from './games/dice';
import { GAMES, outcome } from './outcome';
import { floats } from './rng';
import { CLIENT_SEED, referenceFloats, SERVER_SEED } from './testing/node-reference';

const seeds = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 1 };
const HASH = '430b00ec4c30bc52280602b9d82589310cea6e2e134341fe4e30565ac21c6fa0';

describe('outcome', () => {
  it('returns the documented JSON for single-float games', () => {
    const [f] = referenceFloats(SERVER_SEED, CLIENT_SEED, 1, 1);
    expect(outcome('dice', seeds)).toEqual({ result: diceRoll(f!) });
    expect(outcome('dice', seeds)).toEqual({ result: 26.68 });
    expect(outcome('limbo', seeds)).toEqual({ result: limboResult(f!) });
    expect(outcome('roulette', seeds)).toEqual({ result: 9 });
    expect(outcome('cases', seeds)).toEqual({ float: f });
  });

  it('returns the documented JSON for multi-float games', () => {
    const plinko = outcome('plinko', { ...seeds, opts: { rows: 16 } });
    expect(plinko.path).toHaveLength(16);
    expect(plinko.bucket).toBe(plinko.path.filter((s) => s === 1).length);
    expect(outcome('mines', { ...seeds, opts: { mines: 3 } }).mines).toHaveLength(3);
    expect(outcome('keno', seeds).numbers).toHaveLength(10);
    expect(outcome('coinflip', seeds).outcomes).toHaveLength(20);
    expect(outcome('towers', { ...seeds, opts: { difficulty: 'easy' } }).levels).toHaveLength(9);
    expect(outcome('dojo-dash', { ...seeds, opts: { difficulty: 'medium' } }).picks).toHaveLength(
      3,
    );
    const { cards } = outcome('blackjack', seeds);
    expect(cards).toEqual(blackjackCards(floats({ ...seeds, count: 52 })));
  });

  it('picks a case row when a table is given', () => {
    const table = [
      { min: 0, prize: 'low' },
      { min: 0.25, prize: 'high' },
    ];
    expect(outcome('cases', { ...seeds, opts: { table } }).row).toEqual({
      min: 0.25,
      prize: 'high',
    });
  });

  it('computes crash from the hash chain without seeds', () => {
    expect(outcome('crash', { opts: { hash: HASH, salt: 'salt-1' } })).toEqual({
      result: crashPoint(HASH, 'salt-1'),
    });
  });

  it('covers every game it lists', () => {
    expect([...GAMES].sort()).toEqual([
      'blackjack',
      'cases',
      'coinflip',
      'crash',
      'dice',
      'dojo-dash',
      'keno',
      'limbo',
      'mines',
      'plinko',
      'roulette',
      'towers',
    ]);
  });

  it('explains bad options instead of guessing', () => {
    expect(() => outcome('plinko', seeds)).toThrow(
      'plinko: opts.rows must be an integer from 8 to 16',
    );
    expect(() => outcome('plinko', { ...seeds, opts: { rows: 17 } })).toThrow('from 8 to 16');
    expect(() => outcome('plinko', { ...seeds, opts: { row: 16 } })).toThrow(
      'plinko: unknown option "row" (allowed: rows)',
    );
    expect(() => outcome('mines', { ...seeds, opts: { mines: 25 } })).toThrow(
      'mines: opts.mines must be an integer from 1 to 24',
    );
    expect(() => outcome('towers', { ...seeds, opts: { difficulty: 'insane' } })).toThrow(
      'towers: opts.difficulty must be one of easy, medium, hard, expert, master',
    );
    expect(() => outcome('dojo-dash', seeds)).toThrow(
      'dojo-dash: opts.difficulty must be one of easy, medium, hard, expert',
    );
    expect(() => outcome('dice', { ...seeds, opts: { rows: 8 } })).toThrow(
      'dice: unknown option "rows" (it takes no options)',
    );
    expect(() => outcome('keno', { ...seeds, opts: [1] })).toThrow(
      'keno: opts must be a JSON object',
    );
    expect(() => outcome('cases', { ...seeds, opts: { table: [{ max: 1 }] } })).toThrow(
      'numeric "min"',
    );
    expect(() => outcome('crash', { opts: { hash: HASH } })).toThrow(
      'crash: opts.salt must be a non-empty string',
    );
    expect(() => outcome('dice', { opts: {} })).toThrow(
      'dice: serverSeed, clientSeed and nonce are required',
    );
    expect(() => outcome('poker' as 'dice', seeds)).toThrow('unknown game "poker"');
  });
});
