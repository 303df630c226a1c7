import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isRtl, LANGUAGES } from '@tengu/shared';
import en from '@/locales/en/admin.json';

/**
 * The console's own i18next (ADR 037): one `admin` namespace, English bundled, the other
 * languages' `admin.json` fetched when present (English fills any gap); the players'
 * `sportsbook` strings are fetched when the trading pages ask for them (market names). The language is the one
 * the player app remembered (same cookie and storage key).
 */
const others = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/admin.json', '!../locales/en/admin.json', '../locales/*/sportsbook.json'],
  {
    import: 'default',
  },
);

export const adminI18nReady: Promise<void> = i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .use({
    type: 'backend',
    init: () => undefined,
    read(
      language: string,
      namespace: string,
      callback: (error: Error | null, data: unknown) => void,
    ) {
      const load = others[`../locales/${language}/${namespace}.json`];
      if (!load) {
        callback(null, {});
        return;
      }
      load().then(
        (strings) => callback(null, strings),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  } as const)
  .init({
    resources: { en: { admin: en } },
    partialBundledLanguages: true,
    ns: ['admin'],
    defaultNS: 'admin',
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    detection: {
      order: ['cookie', 'localStorage', 'navigator'],
      lookupCookie: 'tengu_lang',
      lookupLocalStorage: 'tengu_lang',
      caches: [],
    },
  })
  .then(() => {
    const language = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
    document.documentElement.lang = language;
    document.documentElement.dir = isRtl(language as never) ? 'rtl' : 'ltr';
  });
