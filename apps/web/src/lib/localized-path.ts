import { isLanguage, type Language } from '@tengu/shared';

/**
 * Paths carry an optional language prefix (`/pl/casino/home`, `/fa`). Spec document 1
 * section 1: choosing a language inserts its code as the first path segment. These helpers are
 * pure so the router glue stays thin and the rules are unit-tested.
 */

export interface SplitPath {
  language: Language | null;
  /** The path without the prefix, always starting with `/`. */
  rest: string;
}

export function splitLanguagePrefix(pathname: string): SplitPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first !== undefined && isLanguage(first)) {
    return { language: first, rest: match?.[2] ?? '/' };
  }
  return { language: null, rest: pathname.startsWith('/') ? pathname : `/${pathname}` };
}

/** Prefixes an app-absolute path with the language, when there is one. */
export function localizePath(to: string, language: Language | null): string {
  if (!to.startsWith('/') || language === null) return to;
  return to === '/' ? `/${language}` : `/${language}${to}`;
}

/** The current path moved to another language, keeping everything after the prefix. */
export function switchLanguagePath(pathname: string, language: Language): string {
  return localizePath(splitLanguagePrefix(pathname).rest, language);
}
