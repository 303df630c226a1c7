import { describe, expect, it } from 'vitest';
import { localizePath, splitLanguagePrefix, switchLanguagePath } from './localized-path';

describe('splitLanguagePrefix', () => {
  it('finds a supported language as the first segment', () => {
    expect(splitLanguagePrefix('/pl/casino/home')).toEqual({
      language: 'pl',
      rest: '/casino/home',
    });
    expect(splitLanguagePrefix('/fa')).toEqual({ language: 'fa', rest: '/' });
    expect(splitLanguagePrefix('/fa/')).toEqual({ language: 'fa', rest: '/' });
  });

  it('leaves paths without a supported prefix alone', () => {
    expect(splitLanguagePrefix('/casino/home')).toEqual({ language: null, rest: '/casino/home' });
    expect(splitLanguagePrefix('/de/casino')).toEqual({ language: null, rest: '/de/casino' });
    expect(splitLanguagePrefix('/')).toEqual({ language: null, rest: '/' });
  });
});

describe('localizePath', () => {
  it('keeps the prefix on app links', () => {
    expect(localizePath('/vip', 'pl')).toBe('/pl/vip');
    expect(localizePath('/', 'ru')).toBe('/ru');
    expect(localizePath('/vip', null)).toBe('/vip');
  });

  it('does not touch relative or external links', () => {
    expect(localizePath('https://example.com', 'pl')).toBe('https://example.com');
    expect(localizePath('settings', 'pl')).toBe('settings');
  });
});

describe('switchLanguagePath', () => {
  it('inserts or replaces the language segment', () => {
    expect(switchLanguagePath('/casino/home', 'zh')).toBe('/zh/casino/home');
    expect(switchLanguagePath('/pl/vip', 'fa')).toBe('/fa/vip');
    expect(switchLanguagePath('/', 'en')).toBe('/en');
  });
});
