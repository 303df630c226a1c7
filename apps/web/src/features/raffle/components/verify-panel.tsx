import type { RaffleOverview } from '@tengu/shared';
import { CheckCircle2, ShieldCheck, XCircle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatTicketCount } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useRaffleDraw } from '../api/get-raffle-draw';
import { checkDraw } from '../verify-draw';
import { RaffleCard } from './card';

function Value({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0">
      <p className="text-xs text-fog">{label}</p>
      <p data-testid={testId} dir="ltr" className="font-mono text-xs break-all text-white">
        {value}
      </p>
    </div>
  );
}

function LastDrawCheck({ week }: { week: string }) {
  const { t } = useTranslation('raffle');
  const language = currentLanguage();
  const [isAsked, setAsked] = useState(false);
  const draw = useRaffleDraw(week, isAsked);
  const check = useMemo(() => (draw.data ? checkDraw(draw.data) : null), [draw.data]);
  const isOk =
    check && check.isSeedCommitted && check.isWinnersMatch && check.isPublicValueChecked !== false;
  return (
    <div className="space-y-3">
      <Button
        data-testid="raffle-verify"
        variant="secondary"
        size="sm"
        onClick={() => setAsked(true)}
        disabled={isAsked && draw.isFetching}
      >
        <ShieldCheck aria-hidden="true" className="size-4" />
        {isAsked && draw.isFetching ? t('verify.checking') : t('verify.button')}
      </Button>
      {isAsked && draw.isError && (
        <p role="alert" className="text-sm text-red-400">
          {t('verify.failed')}
        </p>
      )}
      {draw.data && check && (
        <div className="space-y-3">
          <p
            data-testid="raffle-verify-result"
            className={`flex items-start gap-2 text-sm ${isOk ? 'text-emerald-400' : 'text-red-400'}`}
          >
            {isOk ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            {isOk ? t('verify.ok', { count: check.winners }) : t('verify.mismatch')}
          </p>
          <Value
            label={t('verify.committedHash')}
            value={draw.data.server_seed_hash}
            testId="raffle-verify-hash"
          />
          <Value
            label={t('verify.serverSeed')}
            value={draw.data.server_seed}
            testId="raffle-verify-seed"
          />
          <Value
            label={t('verify.publicValue', { source: draw.data.public_value_source })}
            value={draw.data.public_value}
            testId="raffle-verify-public"
          />
          <p className="text-xs text-fog">
            {t('verify.tickets', {
              count: draw.data.total_tickets,
              formattedCount: formatTicketCount(draw.data.total_tickets, language),
              ranges: draw.data.ranges.length,
            })}{' '}
            ·{' '}
            <a
              className="text-accent underline"
              href={`/api/raffle/draws/${week}`}
              target="_blank"
              rel="noreferrer"
            >
              {t('verify.data')}
            </a>
          </p>
        </div>
      )}
    </div>
  );
}

/** "How to verify": the scheme, the committed hashes, and an in-browser recomputation. */
export function VerifyPanel({ overview }: { overview: RaffleOverview }) {
  const { t } = useTranslation('raffle');
  return (
    <RaffleCard icon={ShieldCheck} title={t('verify.title')} testId="raffle-how-to-verify">
      <p className="mb-3 text-sm text-fog">{t('verify.intro')}</p>
      <ol className="mb-4 list-decimal space-y-1.5 ps-5 text-sm text-fog marker:text-gold">
        <li>{t('verify.step1')}</li>
        <li>{t('verify.step2')}</li>
        <li>{t('verify.step3')}</li>
        <li>{t('verify.step4')}</li>
      </ol>
      <div className="mb-4 space-y-3 rounded-[var(--radius-control)] bg-ink-900/60 p-3">
        <Value
          label={t('verify.currentHash')}
          value={overview.current.server_seed_hash}
          testId="raffle-current-hash"
        />
        <Value
          label={t('verify.nextHash')}
          value={overview.next_server_seed_hash}
          testId="raffle-next-hash"
        />
      </div>
      {overview.last_draw ? (
        <LastDrawCheck week={overview.last_draw.week} />
      ) : (
        <p className="text-sm text-fog">{t('verify.noDraw')}</p>
      )}
    </RaffleCard>
  );
}
