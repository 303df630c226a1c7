import { describe, expect, it } from 'vitest';
import { blackjackCards, cardAt } from './blackjack';
import { pickCaseRow } from './cases';
import { coinflipSeries, roulettePocket } from './simple';

describe('roulettePocket', () => {
  it('is floor(f × 37), 0–36', () => {
    expect(roulettePocket(0)).toBe(0);
    expect(roulettePocket(0.26681515574455)).toBe(9); // 9.87…
    expect(roulettePocket(1 - 2 ** -32)).toBe(36);
  });
});

describe('coinflipSeries', () => {
  it('calls f ≤ 0.5 tails and anything above heads', () => {
    expect(coinflipSeries([0, 0.5, 0.5000001, 0.99])).toEqual(['tails', 'tails', 'heads', 'heads']);
  });
});

describe('pickCaseRow', () => {
  const table = [
    { min: 0.9, prize: 'gold' },
    { min: 0, prize: 'common' },
    { min: 0.6, prize: 'rare' },
  ];

  it('takes the row with the largest min not above the float, whatever the table order', () => {
    expect(pickCaseRow(table, 0).prize).toBe('common');
    expect(pickCaseRow(table, 0.5999).prize).toBe('common');
    expect(pickCaseRow(table, 0.6).prize).toBe('rare');
    expect(pickCaseRow(table, 0.95).prize).toBe('gold');
  });

  it('fails when no row covers the float', () => {
    expect(() => pickCaseRow([{ min: 0.2 }], 0.1)).toThrow('no case row has min <= 0.1');
  });
});

describe('blackjack cards', () => {
  it('orders the deck ♦, ♥, ♠, ♣ within each rank from 2 to ace', () => {
    expect(cardAt(0)).toBe('2D');
    expect(cardAt(1)).toBe('2H');
    expect(cardAt(2)).toBe('2S');
    expect(cardAt(3)).toBe('2C');
    expect(cardAt(4)).toBe('3D');
    expect(cardAt(32)).toBe('10D');
    expect(cardAt(35)).toBe('10C');
    expect(cardAt(49)).toBe('AH');
    expect(cardAt(51)).toBe('AC');
  });

  it('picks floor(f × 52) per float from an infinite deck (repeats allowed)', () => {
    expect(blackjackCards([0, 0, 1 / 52, 0.999])).toEqual(['2D', '2D', '2H', 'AC']);
  });
});
