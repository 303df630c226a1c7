import type { RatesResponse } from '@tengu/shared';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorModal } from '@/admin/components/editor-modal';
import { TextField } from '@/admin/components/form-fields';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
import { Button } from '@/components/ui/button';
import { useChangeRates, useRates } from './api';
import { display, fromText, RATE_PANELS, toText, type RatePanel } from './rate-fields';

const valuesOf = (rates: RatesResponse, panel: RatePanel) =>
  (panel.group === 'rewards' ? rates.rewards : rates.locked) as Record<string, unknown>;
const defaultsOf = (rates: RatesResponse, panel: RatePanel) =>
  (panel.group === 'rewards' ? rates.rewardsDefaults : rates.lockedDefaults) as Record<
    string,
    unknown
  >;

/** The Rates tab: each group's current values with what they pay, an editor, the fixed values. */
export function RatesTab() {
  const { t } = useTranslation('admin');
  const rates = useRates();
  const [editing, setEditing] = useState<RatePanel | null>(null);
  return (
    <QueryView query={rates} loadingRows={8}>
      {(data) => (
        <div className="space-y-4">
          <div className="grid gap-4 xl:grid-cols-2">
            {RATE_PANELS.map((panel) => (
              <Panel
                key={panel.id}
                title={t(`rewards.panels.${panel.id}`)}
                testId={`rewards-rates-${panel.id}`}
                action={
                  <Button
                    size="sm"
                    variant="secondary"
                    data-testid={`rewards-rates-edit-${panel.id}`}
                    onClick={() => setEditing(panel)}
                  >
                    <Pencil className="size-3.5" aria-hidden />
                    {t('rewards.edit')}
                  </Button>
                }
              >
                <dl className="divide-y divide-ink-700">
                  {panel.fields.map((field) => {
                    const value = valuesOf(data, panel)[field.key];
                    const fallback = defaultsOf(data, panel)[field.key];
                    const changed = JSON.stringify(value) !== JSON.stringify(fallback);
                    return (
                      <div key={field.key} className="space-y-1 px-4 py-3">
                        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                          <dt className="text-sm font-semibold">
                            {t(`rewards.fields.${field.key}.label`)}
                          </dt>
                          <dd
                            className="font-mono text-sm text-white"
                            data-testid={`rewards-rate-${field.key}`}
                          >
                            {display(field.kind, value, field.key)}
                          </dd>
                        </div>
                        <p className="text-xs text-fog">{t(`rewards.fields.${field.key}.help`)}</p>
                        {changed && (
                          <p className="text-xs text-fog/80">
                            {t('rewards.default', {
                              value: display(field.kind, fallback, field.key),
                            })}
                          </p>
                        )}
                      </div>
                    );
                  })}
                </dl>
              </Panel>
            ))}
          </div>
          <FixedPanel rates={data} />
          {editing && (
            <RatesEditor
              key={editing.id}
              panel={editing}
              rates={data}
              onClose={() => setEditing(null)}
            />
          )}
        </div>
      )}
    </QueryView>
  );
}

function RatesEditor({
  panel,
  rates,
  onClose,
}: {
  panel: RatePanel;
  rates: RatesResponse;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const change = useChangeRates();
  const current = valuesOf(rates, panel);
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(panel.fields.map((f) => [f.key, toText(f.kind, current[f.key])])),
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = () => {
    const settings: Record<string, unknown> = {};
    const found: Record<string, string> = {};
    for (const field of panel.fields) {
      const value = fromText(field.kind, texts[field.key] ?? '');
      if (value === null) found[field.key] = t(`rewards.invalid.${field.kind}`);
      else if (JSON.stringify(value) !== JSON.stringify(current[field.key]))
        settings[field.key] = value;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(settings).length === 0) return setFormError(t('rewards.nothingChanged'));
    if (!reason.trim()) return setFormError(t('rewards.reasonRequired'));
    setFormError(null);
    change.mutate({ group: panel.group, settings, reason }, { onSuccess: onClose });
  };

  return (
    <EditorModal
      title={t(`rewards.panels.${panel.id}`)}
      testId="rewards-rates-editor"
      saveTestId="rewards-rates-save"
      pending={change.isPending}
      error={formError ?? change.error?.message ?? null}
      onSubmit={submit}
      onClose={onClose}
    >
      {panel.fields.map((field) => (
        <TextField
          key={field.key}
          id={`rewards-field-${field.key}`}
          label={`${t(`rewards.fields.${field.key}.label`)} (${t(`rewards.units.${field.kind}`)})`}
          hint={t(`rewards.fields.${field.key}.help`)}
          {...(errors[field.key] ? { error: errors[field.key] } : {})}
          value={texts[field.key] ?? ''}
          inputMode={field.kind === 'usdList' || field.kind === 'percentList' ? 'text' : 'decimal'}
          onChange={(e) => setTexts((v) => ({ ...v, [field.key]: e.target.value }))}
        />
      ))}
      <TextField
        id="rewards-rates-reason"
        label={t('common.reason')}
        value={reason}
        placeholder={t('common.reasonPlaceholder')}
        onChange={(e) => setReason(e.target.value)}
      />
    </EditorModal>
  );
}

/** What the spec fixes: VIP thresholds and level-up rewards, claim rules (read-only). */
function FixedPanel({ rates }: { rates: RatesResponse }) {
  const { t } = useTranslation('admin');
  const { fixed } = rates;
  const facts = [
    [t('rewards.fixed.rakebackMinimum'), `$${fixed.rakebackClaimMinimumUsd}`],
    [t('rewards.fixed.boostDuration'), t('rewards.fixed.hours', { n: fixed.boostDurationHours })],
    [
      t('rewards.fixed.cooldowns'),
      t('rewards.fixed.cooldownValues', { ...fixed.claimCooldownDays }),
    ],
    [t('rewards.fixed.calendar'), t('rewards.fixed.days', { n: fixed.calendarDays })],
    [
      t('rewards.fixed.lockedMinimums'),
      t('rewards.fixed.lockedMinimumValues', {
        deposit: fixed.lockedClaimMinimumUsd.depositBonus,
        spin: fixed.lockedClaimMinimumUsd.signUpSpin,
      }),
    ],
  ] as const;
  const money = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return (
    <Panel title={t('rewards.fixed.title')} testId="rewards-rates-fixed">
      <p className="px-4 pt-3 text-xs text-fog">{t('rewards.fixed.note')}</p>
      <dl className="grid gap-x-6 gap-y-2 px-4 py-3 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-fog">{label}</dt>
            <dd className="text-end">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="max-h-80 overflow-auto border-t border-ink-700">
        <table className="w-full text-sm" data-testid="rewards-levels">
          <thead className="sticky top-0 bg-ink-800">
            <tr className="text-xs text-fog">
              <th scope="col" className="px-4 py-2 text-start font-semibold">
                {t('rewards.fixed.level')}
              </th>
              <th scope="col" className="px-4 py-2 text-end font-semibold">
                {t('rewards.fixed.wagered')}
              </th>
              <th scope="col" className="px-4 py-2 text-end font-semibold">
                {t('rewards.fixed.levelReward')}
              </th>
            </tr>
          </thead>
          <tbody>
            {fixed.levelWagerMinimumsUsd.map((min, level) => (
              <tr key={level} className="border-t border-ink-700/60">
                <td className="px-4 py-1.5">{level}</td>
                <td className="px-4 py-1.5 text-end font-mono">${money.format(min)}</td>
                <td className="px-4 py-1.5 text-end font-mono">
                  ${fixed.levelRewardsUsd[level] ?? '0'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
