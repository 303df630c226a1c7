import type { TFunction } from 'i18next';
import type en from '@/locales/en/common.json';

/** Form schemas carry translation keys as messages; the field renders them with `t`. */
export type AuthValidationKey = `auth.validation.${keyof (typeof en)['auth']['validation']}`;

export function translateError(t: TFunction, message: string | undefined): string | undefined {
  return message ? t(message as AuthValidationKey) : undefined;
}
