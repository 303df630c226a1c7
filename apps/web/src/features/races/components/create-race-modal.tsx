import {
  RACE_MESSAGES,
  RACE_PRIZE_INPUT,
  RACE_PRIZE_POSITIONS,
  unitsToDecimal,
} from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { ApiError } from '@/lib/api-client';
import { decimalToUnits, formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useCreateRace, useRaceEligibility } from '../api/races-api';

const POSITIONS = Array.from({ length: RACE_PRIZE_POSITIONS }, (_, i) => i + 1);

function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function unitsOf(text: string): bigint {
  const clean = text.endsWith('.') ? text.slice(0, -1) : text;
  if (clean === '' || clean === '.') return 0n;
  try {
    return decimalToUnits(clean.startsWith('.') ? `0${clean}` : clean);
  } catch {
    return 0n;
  }
}

type Key =
  | 'missingInfo'
  | 'prizesRequired'
  | 'invalidDate'
  | 'notEligible'
  | 'activeRaceExists'
  | 'insufficientFunds';
const SERVER_TEXTS: Record<string, Key> = {
  [RACE_MESSAGES.missingInfo]: 'missingInfo',
  [RACE_MESSAGES.prizesRequired]: 'prizesRequired',
  [RACE_MESSAGES.invalidDate]: 'invalidDate',
  [RACE_MESSAGES.notEligible]: 'notEligible',
  [RACE_MESSAGES.activeRaceExists]: 'activeRaceExists',
};

/** Create Race (spec document 1 sections 2 and 5): end date and time, 10 prizes, total. */
export function CreateRaceModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation('races');
  const language = currentLanguage();
  const hasToken = useAuthStore(selectIsLoggedIn);
  const eligibility = useRaceEligibility(hasToken);
  const create = useCreateRace();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [prizes, setPrizes] = useState<string[]>(() => POSITIONS.map(() => ''));
  const total = prizes.reduce((sum, p) => sum + unitsOf(p), 0n);

  const fail = (key: Key) => {
    const titles: Partial<Record<Key, string>> = {
      missingInfo: t('errors.missingInfoTitle'),
      prizesRequired: t('errors.prizesRequiredTitle'),
      invalidDate: t('errors.invalidDateTitle'),
    };
    const title = titles[key];
    if (title) toast.error(title, { description: t(`errors.${key}`) });
    else toast.error(t(`errors.${key}`));
  };

  const submit = () => {
    if (!date || !time) return fail('missingInfo');
    if (prizes.some((p) => unitsOf(p) <= 0n)) return fail('prizesRequired');
    const end = new Date(`${date}T${time}`);
    if (Number.isNaN(end.getTime())) return fail('missingInfo');
    if (end.getTime() <= Date.now()) return fail('invalidDate');
    create.mutate(
      {
        endDate: end.toISOString(),
        prizes: prizes.map((p, i) => ({ position: i + 1, amount: unitsToDecimal(unitsOf(p)) })),
      },
      {
        onSuccess: () => {
          toast.success(t('create.created'));
          onCreated();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            if (error.code === 'INSUFFICIENT_FUNDS') return fail('insufficientFunds');
            const key = SERVER_TEXTS[error.message];
            if (key) return fail(key);
            if (error.message) return toast.error(error.message);
          }
          toast.error(t('errors.createFailed'));
        },
      },
    );
  };

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('create.title')}
      closeLabel={t('close')}
      testId="create-race-modal"
      className="w-[min(calc(100vw-24px),520px)]"
    >
      {eligibility.data === false && (
        <p
          data-testid="race-not-eligible"
          className="mb-4 rounded-md border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300"
        >
          {t('errors.notEligible')} · {t('create.requirement')}
        </p>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="space-y-4"
      >
        <div className="grid grid-cols-2 gap-3">
          <label className="space-y-1.5 text-xs font-semibold text-fog">
            <span className="block">{t('create.endDate')}</span>
            <Input
              type="date"
              min={today()}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              data-testid="race-end-date"
            />
          </label>
          <label className="space-y-1.5 text-xs font-semibold text-fog">
            <span className="block">{t('create.endTime')}</span>
            <Input
              type="time"
              value={time}
              onChange={(e) => setTime(e.target.value)}
              data-testid="race-end-time"
            />
          </label>
        </div>
        <fieldset>
          <legend className="mb-2 text-xs font-semibold text-fog">{t('create.prizes')}</legend>
          <div className="grid grid-cols-2 gap-2 xs:grid-cols-5">
            {POSITIONS.map((position, index) => (
              <label key={position} className="text-[11px] font-semibold text-fog">
                <span className="mb-1 block">{t('create.place', { position })}</span>
                <Input
                  inputMode="decimal"
                  placeholder="0"
                  value={prizes[index]}
                  data-testid={`race-prize-${position}`}
                  onChange={(e) => {
                    const text = e.target.value;
                    if (!RACE_PRIZE_INPUT.test(text)) return;
                    setPrizes((old) => old.map((p, i) => (i === index ? text : p)));
                  }}
                  className="h-10 px-2"
                />
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex items-center justify-between rounded-md bg-ink-900 px-3 py-2.5">
          <span className="text-sm text-fog">{t('create.total')}</span>
          <span data-testid="race-total" className="font-bold tabular-nums">
            {formatUsd(unitsToDecimal(total), language)}
          </span>
        </div>
        <Button
          type="submit"
          className="w-full"
          size="lg"
          disabled={!hasToken || total === 0n || create.isPending}
          data-testid="race-create-submit"
        >
          {t('create.submit')}
        </Button>
      </form>
    </Modal>
  );
}
