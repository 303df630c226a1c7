import { describe, expect, it } from 'vitest';
import { en } from './en';
import { dirOf, DICTIONARY, LANGS, pickLang, translate } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the studio pages in six languages', () => {
  it.each(LANGS)('%s has every string, with the same placeholders as English', (lang) => {
    const strings = DICTIONARY[lang];
    expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const translated = strings[key as keyof typeof en];
      expect(translated.trim().length, `${lang}.${key}`).toBeGreaterThan(0);
      expect(placeholders(translated), `${lang}.${key}`).toEqual(placeholders(text));
    }
  });

  it('translates for real: the player-facing sentences differ from English', () => {
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      expect(DICTIONARY[lang].placeBets, lang).not.toBe(en.placeBets);
      expect(DICTIONARY[lang].err_NOT_ENOUGH_MONEY, lang).not.toBe(en.err_NOT_ENOUGH_MONEY);
      expect(DICTIONARY[lang].rotateSeed, lang).not.toBe(en.rotateSeed);
    }
  });

  it('picks the launch lang, then Accept-Language, then English; Persian is right-to-left', () => {
    expect(pickLang('fa', 'pl')).toBe('fa');
    expect(pickLang('xx', 'ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(pickLang(undefined, 'de-DE,zh-CN;q=0.5')).toBe('zh');
    expect(pickLang(undefined, undefined)).toBe('en');
    expect(dirOf('fa')).toBe('rtl');
    expect(dirOf('ca')).toBe('ltr');
    expect(translate('pl', 'round', { id: 42 })).toBe('Runda 42');
  });
});
