import { describe, expect, it } from 'vitest';
import { matchesQuery, slugify, snippetAround } from './anchors';

describe('content anchors and search', () => {
  it('slugs headings into stable anchors, keeping non-Latin letters', () => {
    expect(slugify('Confirmations per network')).toBe('confirmations-per-network');
    expect(slugify('  Verify with `tengu-verify`!  ')).toBe('verify-with-tengu-verify');
    expect(slugify('Café déjà vu')).toBe('cafe-deja-vu');
    expect(slugify('Депозиты и выводы')).toBe('депозиты-и-выводы');
  });

  it('matches when every word of the query appears, in any case', () => {
    expect(matchesQuery('deposit HASH', 'My deposit', 'paste the transaction hash')).toBe(true);
    expect(matchesQuery('deposit poker', 'My deposit', 'paste the hash')).toBe(false);
    expect(matchesQuery('   ', 'anything')).toBe(true);
  });

  it('cuts a snippet around the first match without markdown marks', () => {
    const text = `${'a '.repeat(100)}**Rakeback** returns 5% ${'b '.repeat(100)}`;
    const snippet = snippetAround(text, 'rakeback', 20);
    expect(snippet).toContain('Rakeback returns 5%');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet).not.toContain('**');
  });
});
