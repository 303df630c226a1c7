import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrashChain } from '@tengu/shared';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMultiplier } from '../crash-math';
import { inspectHash } from '../crash-verify';
import { HashLine } from './hash-line';

/** How crash is provably fair: the published terminating hash, the salt, a hash checker. */
export function CrashChainModal({
  chain,
  isOpen,
  onClose,
}: {
  chain: CrashChain | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('crash');
  const [hash, setHash] = useState('');
  const result = chain && hash ? inspectHash(hash, chain.salt) : null;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t('chainTitle')}
      closeLabel={t('close')}
      testId="crash-chain-modal"
      className="w-[min(calc(100vw-24px),560px)]"
    >
      {!chain ? (
        <Skeleton className="h-32 w-full" />
      ) : (
        <div className="space-y-4">
          <p className="text-sm leading-relaxed text-fog">{t('chainLead')}</p>
          <HashLine
            label={t('terminatingHash')}
            value={chain.terminating_hash}
            testId="crash-terminating-hash"
          />
          <HashLine label={t('salt')} value={chain.salt} />
          <p className="text-xs text-fog">
            {t('roundsPlayed', { played: chain.rounds_played, length: chain.length })}
          </p>
          <Field id="crash-check-hash" label={t('checkHash')}>
            <Input
              id="crash-check-hash"
              dir="ltr"
              className="font-mono text-xs"
              placeholder={t('checkHashPlaceholder')}
              value={hash}
              onChange={(e) => setHash(e.target.value)}
            />
          </Field>
          {hash.trim() !== '' &&
            (result ? (
              <div className="space-y-2" data-testid="crash-check-result">
                <p className="text-sm">
                  {t('checkPoint')}{' '}
                  <strong className="tabular-nums" dir="ltr">
                    {formatMultiplier(result.point)}
                  </strong>
                </p>
                <HashLine label={t('previousHash')} value={result.previous} />
              </div>
            ) : (
              <p className="text-sm text-red-400">{t('invalidHash')}</p>
            ))}
        </div>
      )}
    </Modal>
  );
}
