import type { Language } from '@tengu/shared';
import ca from './ca/common.json';
import en from './en/common.json';
import fa from './fa/common.json';
import pl from './pl/common.json';
import ru from './ru/common.json';
import zh from './zh/common.json';

/**
 * All six languages are bundled: together they weigh a few kilobytes gzipped, less than a
 * round trip to fetch one lazily, and the first render never shows untranslated keys.
 */
export const resources = {
  en: { common: en },
  fa: { common: fa },
  pl: { common: pl },
  ru: { common: ru },
  zh: { common: zh },
  ca: { common: ca },
} satisfies Record<Language, { common: typeof en }>;
