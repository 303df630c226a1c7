import { describe, expect, it } from 'vitest';
import { isInPlayPath } from './in-play';

const IN_HOUSE = ['dice', 'plinko'];

describe('isInPlayPath', () => {
  it("reads 'In Play' on a provider game and on /book-of-degen", () => {
    expect(isInPlayPath('/casino/game/sweet-bonanza', IN_HOUSE)).toBe(true);
    expect(isInPlayPath('/book-of-degen', IN_HOUSE)).toBe(true);
  });

  it('keeps the balance on in-house games and every other page', () => {
    expect(isInPlayPath('/casino/game/dice', IN_HOUSE)).toBe(false);
    expect(isInPlayPath('/casino/home', IN_HOUSE)).toBe(false);
    expect(isInPlayPath('/', IN_HOUSE)).toBe(false);
    expect(isInPlayPath('/history', IN_HOUSE)).toBe(false);
  });
});
