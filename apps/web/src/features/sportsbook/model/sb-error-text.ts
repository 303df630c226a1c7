import { SB_ERRORS } from '@tengu/shared';
import type { Translate } from './market-names';

const KNOWN = new Set<string>([
  ...Object.values(SB_ERRORS),
  'INSUFFICIENT_FUNDS',
  'UNAUTHORIZED',
  'RATE_LIMITED',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  // The player's own responsible-gambling limit or exclusion (ADR 050).
  'RG_LIMIT_REACHED',
  'RG_EXCLUDED',
]);

/** Every error the sportsbook's endpoints answer, in the player's words (`errors.<CODE>`). */
export function sbErrorText(t: Translate, code: string | undefined): string {
  return code && KNOWN.has(code) ? t(`errors.${code}`) : t('errors.generic');
}
