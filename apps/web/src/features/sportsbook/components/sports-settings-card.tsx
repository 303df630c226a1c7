import {
  ODDS_CHANGE_CHOICES,
  ODDS_FORMATS,
  formatOdds,
  type OddsChangeChoice,
} from '@tengu/shared';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useSportsPrefs } from '../model/prefs-store';

const SAMPLE_ODDS = 1850;

/** /settings: the odds format and the odds-change choice, used by every sportsbook screen. */
export function SportsSettingsCard() {
  const { t } = useTranslation('sportsbook');
  const { oddsFormat, setOddsFormat, oddsChange, setOddsChange } = useSportsPrefs();
  return (
    <section
      data-testid="sports-settings-card"
      className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-4 xs:p-5 md:p-6"
    >
      <div className="mb-4 flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ink-700 text-accent">
          <Trophy aria-hidden="true" className="size-5" />
        </span>
        <h2 className="text-lg font-bold">{t('settings.title')}</h2>
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-semibold">{t('settings.oddsFormat')}</legend>
        <div className="grid gap-2 md:grid-cols-3" role="radiogroup">
          {ODDS_FORMATS.map((format) => (
            <button
              key={format}
              type="button"
              role="radio"
              aria-checked={oddsFormat === format}
              data-testid={`odds-format-${format}`}
              onClick={() => setOddsFormat(format)}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-2 rounded-[var(--radius-control)] px-3 py-2.5 text-sm ring-1',
                oddsFormat === format
                  ? 'bg-accent-soft text-white ring-accent'
                  : 'bg-ink-900 text-fog ring-ink-700 hover:text-white',
              )}
            >
              <span>{t(`settings.formats.${format}`)}</span>
              <span className="font-bold tabular-nums" dir="ltr">
                {formatOdds(SAMPLE_ODDS, format)}
              </span>
            </button>
          ))}
        </div>
      </fieldset>
      <label className="mt-5 block space-y-1">
        <span className="font-semibold">{t('slip.oddsChange')}</span>
        <span className="block text-sm text-fog">{t('settings.oddsChangeHint')}</span>
        <select
          value={oddsChange}
          data-testid="settings-odds-change"
          onChange={(e) => setOddsChange(e.target.value as OddsChangeChoice)}
          className="mt-1 h-10 w-full cursor-pointer rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-2 text-sm text-white md:w-72"
        >
          {ODDS_CHANGE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`slip.oddsChangeOptions.${choice}`)}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
