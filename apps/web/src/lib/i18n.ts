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

void i18n
  .use(LanguageDetector)
  .use(lazyLocaleBackend)
  .use(initReactI18next)
  .init({
    resources,
    // The bundled namespaces come from `resources`; the others load on demand (lazy-backend.ts).
    partialBundledLanguages: true,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    // Resources are bundled, so initialise synchronously: the first render is already translated.
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ['path', 'cookie', 'localStorage', 'navigator'],
      lookupFromPathIndex: 0,
      lookupCookie: LANGUAGE_STORAGE_KEY,
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['cookie', 'localStorage'],
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
  });

i18n.on('languageChanged', applyDocumentLanguage);
applyDocumentLanguage();

/**
 * Loads page-specific namespaces (for the current language and English, the fallback) before a
 * page renders: `lazy: async () => { await loadNamespaces('keno'); ... }` in a route.
 */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  await i18n.loadNamespaces(namespaces);
}

export { i18n };
