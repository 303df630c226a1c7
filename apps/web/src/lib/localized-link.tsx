import { useCallback } from 'react';
import { Link, useLocation, type LinkProps } from 'react-router';
import type { Language } from '@tengu/shared';
import { localizePath, splitLanguagePrefix } from './localized-path';

export interface LocalizedPathTools {
  /** The language prefix of the current URL, or null when there is none. */
  prefix: Language | null;
  /** The current path without its language prefix. */
  restPath: string;
  localize: (to: string) => string;
}

/** Links made inside the app keep the current language prefix (`/pl/...` stays `/pl/...`). */
export function useLocalizedPath(): LocalizedPathTools {
  const { pathname } = useLocation();
  const { language, rest } = splitLanguagePrefix(pathname);
  const localize = useCallback((to: string) => localizePath(to, language), [language]);
  return { prefix: language, restPath: rest, localize };
}

export interface LocalizedLinkProps extends Omit<LinkProps, 'to'> {
  /** An app-absolute path without a language prefix, such as `/casino/slots`. */
  to: string;
}

export function LocalizedLink({ to, ...props }: LocalizedLinkProps) {
  const { localize } = useLocalizedPath();
  return <Link to={localize(to)} {...props} />;
}
