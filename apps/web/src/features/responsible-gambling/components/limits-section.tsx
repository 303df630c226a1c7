import {
  RG_LIMIT_KINDS,
  RG_LIMIT_PERIODS,
  type RgLimit,
  type RgLimitKind,
  type RgLimitPeriod,
} from '@tengu/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useSetRgLimit } from '../api/set-rg-limit';
import { RgSelect } from './rg-select';
import { useFormatWhen } from './use-format-when';

/** Deposit, loss and wager limits: what is in force, what each period used, pending changes. */
export function LimitsSection({ limits }: { limits: RgLimit[] }) {
  const { t } = useTranslation('responsible-gambling');
  const formatWhen = useFormatWhen();
  const setLimit = useSetRgLimit();
  const [kind, setKind] = useState<RgLimitKind>('loss');
  const [period, setPeriod] = useState<RgLimitPeriod>('day');
  const [amount, setAmount] = useState('');

  const save = (body: { kind: RgLimitKind; period: RgLimitPeriod; amount: string | null }) =>
    setLimit.mutate(body, {
      onSuccess: () => {
        toast.success(t('limits.saved'));
        setAmount('');
      },
      onError: (error) =>
        toast.error(error instanceof ApiError && error.status < 500 ? error.message : t('failed')),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d+(\.\d{1,2})?$/.test(amount.trim()) || Number(amount) <= 0) {
      toast.error(t('limits.invalid'));
      return;
    }
    save({ kind, period, amount: amount.trim() });
  };

  return (
    <div className="space-y-3">
      <div>
        <h3 className="font-semibold">{t('limits.title')}</h3>
        <p className="mt-1 text-sm leading-relaxed text-fog">{t('limits.hint')}</p>
      </div>
      {limits.length === 0 ? (
        <p data-testid="rg-limits-empty" className="rounded-lg bg-ink-900 p-3 text-sm text-fog">
          {t('limits.empty')}
        </p>
      ) : (
        <ul data-testid="rg-limits" className="space-y-2">
          {limits.map((limit) => (
            <li
              key={`${limit.kind}-${limit.period}`}
              data-testid={`rg-limit-${limit.kind}-${limit.period}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-ink-900 p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {t(`limits.name.${limit.kind}.${limit.period}`)}: ${limit.amount}
                </p>
                <p className="text-sm text-fog">{t('limits.used', { amount: limit.used })}</p>
                {limit.pending && (
                  <p data-testid="rg-limit-pending" className="text-sm text-amber-300">
                    {limit.pending.amount === null
                      ? t('limits.pendingRemoval', { when: formatWhen(limit.pending.at) })
                      : t('limits.pendingIncrease', {
                          amount: limit.pending.amount,
                          when: formatWhen(limit.pending.at),
                        })}
                  </p>
                )}
              </div>
              <Button
                variant="ghost"
                size="sm"
                disabled={setLimit.isPending || limit.pending?.amount === null}
                onClick={() => save({ kind: limit.kind, period: limit.period, amount: null })}
              >
                {t('limits.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={submit}
        className="grid grid-cols-2 gap-2 md:grid-cols-[1fr_1fr_1fr_auto]"
        data-testid="rg-limit-form"
      >
        <label className="space-y-1 text-sm">
          <span className="text-fog">{t('limits.kind')}</span>
          <RgSelect
            value={kind}
            data-testid="rg-limit-kind"
            onChange={(e) => setKind(e.target.value as RgLimitKind)}
          >
            {RG_LIMIT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`limits.kinds.${value}`)}
              </option>
            ))}
          </RgSelect>
        </label>
        <label className="space-y-1 text-sm">
          <span className="text-fog">{t('limits.period')}</span>
          <RgSelect
            value={period}
            data-testid="rg-limit-period"
            onChange={(e) => setPeriod(e.target.value as RgLimitPeriod)}
          >
            {RG_LIMIT_PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`limits.periods.${value}`)}
              </option>
            ))}
          </RgSelect>
        </label>
        <label className="col-span-2 space-y-1 text-sm md:col-span-1">
          <span className="text-fog">{t('limits.amount')}</span>
          <Input
            inputMode="decimal"
            value={amount}
            placeholder="100"
            data-testid="rg-limit-amount"
            className="h-10"
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
        <Button
          type="submit"
          className="col-span-2 self-end md:col-span-1"
          disabled={setLimit.isPending}
          data-testid="rg-limit-save"
        >
          {t('limits.save')}
        </Button>
      </form>
    </div>
  );
}
