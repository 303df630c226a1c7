import { describe, expect, it } from 'vitest';
import { GAME_METAS } from '#provider/games/catalogue';
import { buildCatalogue, metaByCode, slotByCode } from './catalogue';
import { coverSvg } from './cover-art';
import { GAME_VIEWS } from './game-views';
import { playPageHtml } from './play-page';

describe('the studio catalogue', () => {
  const catalogue = buildCatalogue('https://studio.example/');

  it('lists every game with its code, absolute image URL and gradient', () => {
    expect(catalogue.provider).toEqual({ id: 'tengu-studio', name: 'Tengu Studio' });
    expect(catalogue.games).toHaveLength(GAME_METAS.length);
    for (const game of catalogue.games) {
      expect(game.code).toMatch(/^[a-z0-9-]+$/);
      expect(game.image).toBe(`https://studio.example/images/${game.code}.svg`);
      expect(game.imageGradient.every((hex) => /^#[0-9a-f]{6}$/.test(hex))).toBe(true);
      expect(metaByCode(game.code)?.name).toBe(game.name);
    }
    expect(catalogue.games.find((g) => g.code === 'sakura-tumble')?.bonusBuy).toBe(100);
    expect(catalogue.games.find((g) => g.code === 'koi-fortune')?.bonusBuy).toBeNull();
  });

  it('plays every slot it lists and draws it; the live roulette is listed only', () => {
    for (const game of catalogue.games) {
      const isSlot = game.categories.includes('slots');
      expect(slotByCode(game.code) !== null).toBe(isSlot);
      expect(GAME_VIEWS[game.code] !== undefined).toBe(isSlot);
    }
  });

  it('draws a cover for every game and a page that cannot be broken out of', () => {
    for (const meta of GAME_METAS) expect(coverSvg(meta)).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const meta = metaByCode('koi-fortune');
    const view = GAME_VIEWS['koi-fortune'];
    if (!meta || !view) throw new Error('missing');
    const html = playPageHtml(meta, view, {
      mode: 'real',
      token: '</script><script>alert(1)</script>',
      user: 'u',
      currency: 'USD',
      lang: 'fa',
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain('چرخش');
  });
});
