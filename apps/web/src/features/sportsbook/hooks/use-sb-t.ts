import { useTranslation } from 'react-i18next';
import type { Translate } from '../model/market-names';

/**
 * The `sportsbook` namespace's t for keys built at run time (market types, outcome ids, error
 * codes), which the compile-time key check cannot see.
 */
export function useSbT(): Translate {
  const { t } = useTranslation('sportsbook');
  return t as unknown as Translate;
}
