import type { TradingSettings, TradingSettingsRequest } from '@tengu/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { TextField } from '@/admin/components/form-fields';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
import { Button } from '@/components/ui/button';
import { useSaveTradingSettings, useTradingSettings } from './api';

type Editable =
  'marginPercent' | 'minStake' | 'maxStake' | 'maxPayout' | 'marketLiability' | 'cashOutMarginBp';
const FIELDS: Editable[] = [
  'marginPercent',
  'minStake',
  'maxStake',
  'maxPayout',
  'marketLiability',
  'cashOutMarginBp',
];

/** The feed's margin and the bet limits, changed with a reason (one audit row, before/after). */
export function SettingsPanel() {
  const { t } = useTranslation('admin');
  const settings = useTradingSettings();
  return (
    <Panel title={t('trading.settings.title')} testId="trading-settings" className="self-start">
      <QueryView query={settings} loadingRows={6}>
        {(data) => <SettingsForm key={JSON.stringify(data)} settings={data} />}
      </QueryView>
    </Panel>
  );
}

function SettingsForm({ settings }: { settings: TradingSettings }) {
  const { t } = useTranslation('admin');
  const save = useSaveTradingSettings();
  const [values, setValues] = useState<Record<Editable, string>>(() => ({
    marginPercent: String(settings.marginPercent),
    minStake: settings.minStake,
    maxStake: settings.maxStake,
    maxPayout: settings.maxPayout,
    marketLiability: settings.marketLiability,
    cashOutMarginBp: String(settings.cashOutMarginBp),
  }));
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: TradingSettingsRequest = { reason };
    if (values.marginPercent !== String(settings.marginPercent))
      body.marginPercent = Number(values.marginPercent);
    if (values.cashOutMarginBp !== String(settings.cashOutMarginBp))
      body.cashOutMarginBp = Number(values.cashOutMarginBp);
    for (const key of ['minStake', 'maxStake', 'maxPayout', 'marketLiability'] as const)
      if (values[key] !== settings[key]) body[key] = values[key];
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('common.saved'));
        setReason('');
      },
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3 p-4">
      {FIELDS.map((key) => (
        <TextField
          key={key}
          id={`trading-setting-${key}`}
          label={t(`trading.settings.${key}`)}
          hint={
            key === 'marginPercent'
              ? t(
                  settings.marginSource === 'env'
                    ? 'trading.settings.marginEnv'
                    : 'trading.settings.marginHint',
                )
              : undefined
          }
          inputMode="decimal"
          value={values[key]}
          onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
        />
      ))}
      <p className="text-xs text-fog" data-testid="trading-inplay-delay">
        {t('trading.settings.inPlayDelay', { seconds: settings.inPlayDelayMs / 1000 })}
      </p>
      <TextField
        id="trading-settings-reason"
        label={t('common.reason')}
        value={reason}
        placeholder={t('common.reasonPlaceholder')}
        onChange={(e) => setReason(e.target.value)}
      />
      {save.error && (
        <p role="alert" className="text-sm text-red-400">
          {save.error.message}
        </p>
      )}
      <Button
        type="submit"
        className="w-full"
        data-testid="trading-settings-save"
        disabled={save.isPending || reason.trim() === ''}
      >
        {t('trading.settings.save')}
      </Button>
    </form>
  );
}
