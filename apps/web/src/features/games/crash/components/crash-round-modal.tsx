import { CircleCheck, CircleX } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCrashRound } from '../api/get-crash-round';
import { formatMultiplier } from '../crash-math';
import { checkRound } from '../crash-verify';
import { CrashPlayersTable } from './crash-players-table';
import { HashLine } from './hash-line';

function Check({ isOk, text }: { isOk: boolean; text: string }) {
  const Icon = isOk ? CircleCheck : CircleX;
  return (
    <p className={cn('flex items-start gap-2 text-sm', isOk ? 'text-emerald-400' : 'text-red-400')}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}

/** A past round: its point, hash, the previous hash and salt, checked in the browser. */
export function CrashRoundModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('crash');
  const { data, isPending, isError } = useCrashRound(id);
  const check = useMemo(() => (data ? checkRound(data) : null), [data]);
  return (
    <Modal
      isOpen={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('round', { id: id ?? 0 })}
      closeLabel={t('close')}
      testId="crash-round-modal"
      className="w-[min(calc(100vw-24px),560px)]"
    >
      {isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-10 w-32" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : isError || !data || !check ? (
        <p className="py-6 text-center text-sm text-fog">{t('loadError')}</p>
      ) : (
        <div className="space-y-4">
          <p
            className="text-3xl font-extrabold tabular-nums text-red-500"
            dir="ltr"
            data-testid="crash-round-point"
          >
            {formatMultiplier(data.crash_point)}
          </p>
          <HashLine label={t('hash')} value={data.hash} testId="crash-round-hash" />
          <HashLine label={t('previousHash')} value={data.previous_hash} />
          <HashLine label={t('salt')} value={data.salt} testId="crash-round-salt" />
          <div
            className="space-y-2 rounded-[var(--radius-control)] border border-ink-600 p-3"
            data-testid="crash-round-verify"
          >
            <p className="text-sm font-bold">{t('verify')}</p>
            <Check isOk={check.isLinked} text={check.isLinked ? t('linkOk') : t('linkBad')} />
            <Check
              isOk={check.isPointRight}
              text={t(check.isPointRight ? 'pointOk' : 'pointBad', {
                point: formatMultiplier(check.point),
              })}
            />
          </div>
          <CrashPlayersTable players={data.players} isLoading={false} />
        </div>
      )}
    </Modal>
  );
}
