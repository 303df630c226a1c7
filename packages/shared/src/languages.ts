/** Interface languages (spec document 1 section 1). `fa` is written right to left. */
export const LANGUAGES = ['en', 'fa', 'pl', 'ru', 'zh', 'ca'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['fa'];

/** The language menu's own names, each written in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fa: 'فارسی',
  pl: 'Polski',
  ru: 'Русский',
  zh: '中文',
  ca: 'Català',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isRtl(language: Language): boolean {
  return RTL_LANGUAGES.includes(language);
}
