import { describe, expect, it } from 'vitest';
import { searchText } from './api/search-games';

describe('game search text', () => {
  it('reads hyphens and underscores as spaces, so a typed slug matches the name', () => {
    expect(searchText('koi-fortune')).toBe('koi fortune');
    expect(searchText('  Book_of--Degen  ')).toBe('Book of Degen');
    expect(searchText('   ')).toBe('');
  });
});
