import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, isRtl, LANGUAGES, type Language } from '@tengu/shared';
import { lazyLocaleBackend } from '@/locales/lazy-backend';
import { NAMESPACES, resources } from '@/locales/resources';

/**
 * Interface language: detected from the path, a cookie, local storage, then the browser
 * (spec document 1 section 1; ARCHITECTURE.md). The router keeps it in step with the path
 * prefix afterwards (app/language-sync.tsx).
 */
export const LANGUAGE_STORAGE_KEY = 'tengu_lang';

export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage;
  return isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
}

/** Persian is written right to left; `dir` on <html> flips every logical CSS property. */
function applyDocumentLanguage(): void {
  const language = currentLanguage();
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

/**
 * Resolves once the visitor's language is ready: at once for English (bundled), after its core
 * namespaces' chunks arrive for the others. main.tsx renders after it.
 */
i18n.on('languageChanged', applyDocumentLanguage);

export const i18nReady: Promise<void> = i18n
  .use(LanguageDetector)
  .use(lazyLocaleBackend)
  .use(initReactI18next)
  .init({
    resources,
    // English comes from `resources`; everything else loads on demand (lazy-backend.ts).
    partialBundledLanguages: true,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    interpolation: { escapeValue: false },
    detection: {
      order: ['path', 'cookie', 'localStorage', 'navigator'],
      lookupFromPathIndex: 0,
      lookupCookie: LANGUAGE_STORAGE_KEY,
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['cookie', 'localStorage'],
      // Read by scripts (not HttpOnly) and harmless, but never sent over plain http once the
      // site is on https (ADR 052).
      cookieOptions: {
        path: '/',
        sameSite: 'lax',
        secure: globalThis.location?.protocol === 'https:',
      },
    },
  })
  .then(applyDocumentLanguage);

/**
 * Loads page-specific namespaces (for the current language and English, the fallback) before a
 * page renders: `lazy: async () => { await loadNamespaces('keno'); ... }` in a route.
 */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  await i18n.loadNamespaces(namespaces);
}

export { i18n };
