import { describe, expect, it } from 'vitest';
import { isInPlayPath } from './in-play';

const PROVIDER = new Set(['Sweet-Bonanza', 'Gates-of-Olympus']);
const isProviderGame = (slug: string) => PROVIDER.has(slug);

describe('isInPlayPath', () => {
  it("reads 'In Play' on a provider game, a multiplay holding one, and on /book-of-degen", () => {
    expect(isInPlayPath('/casino/game/Sweet-Bonanza', isProviderGame)).toBe(true);
    expect(isInPlayPath('/casino/game/Gates-of-Olympus&&Sweet-Bonanza&&', isProviderGame)).toBe(
      true,
    );
    expect(isInPlayPath('/book-of-degen', isProviderGame)).toBe(true);
  });

  it('keeps the balance on in-house games, unknown games and every other page', () => {
    expect(isInPlayPath('/casino/game/dice', isProviderGame)).toBe(false);
    expect(isInPlayPath('/casino/game/no-such-game', isProviderGame)).toBe(false);
    expect(isInPlayPath('/casino/game/%E0%A4%A', isProviderGame)).toBe(false);
    expect(isInPlayPath('/casino/home', isProviderGame)).toBe(false);
    expect(isInPlayPath('/', isProviderGame)).toBe(false);
    expect(isInPlayPath('/history', isProviderGame)).toBe(false);
  });
});
