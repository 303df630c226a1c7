import { ca } from './ca';
import { en, type StringKey } from './en';
import { fa } from './fa';
import { pl } from './pl';
import { ru } from './ru';
import { zh } from './zh';
import type { Strings } from './types';

/**
 * The studio pages' languages (issue 20): the casino's six, Persian right-to-left. The launch
 * URL's `lang` wins; without it the browser's Accept-Language; English otherwise.
 */
export const LANGS = ['en', 'fa', 'pl', 'ru', 'zh', 'ca'] as const;
export type Lang = (typeof LANGS)[number];
export type { StringKey, Strings };

export const DICTIONARY: Readonly<Record<Lang, Strings>> = { en, fa, pl, ru, zh, ca };

const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

export function pickLang(query: string | undefined, acceptLanguage: string | undefined): Lang {
  const fromQuery = query?.toLowerCase().slice(0, 2);
  if (fromQuery && isLang(fromQuery)) return fromQuery;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (isLang(tag)) return tag;
  }
  return 'en';
}

export const dirOf = (lang: Lang): 'rtl' | 'ltr' => (lang === 'fa' ? 'rtl' : 'ltr');

/** A string with its `{name}` placeholders filled. */
export function translate(
  lang: Lang,
  key: StringKey,
  values: Record<string, string | number> = {},
): string {
  return DICTIONARY[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** HTML-escaped, for the server-rendered pages. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
