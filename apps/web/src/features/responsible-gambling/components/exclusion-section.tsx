import {
  RG_COOL_OFF_DURATIONS,
  RG_SELF_EXCLUSION_DURATIONS,
  type RgCoolOffDuration,
  type RgExclusion,
  type RgSelfExclusionDuration,
} from '@tengu/shared';
import { Ban, Coffee } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useStartExclusion, type ExclusionRequest } from '../api/start-exclusion';
import { ExclusionChoice } from './exclusion-choice';
import { useFormatWhen } from './use-format-when';

/** Cool-off (a break) and self-exclusion, each confirmed in a dialog that says what it blocks. */
export function ExclusionSection({ exclusion }: { exclusion: RgExclusion | null }) {
  const { t } = useTranslation('responsible-gambling');
  const formatWhen = useFormatWhen();
  const start = useStartExclusion();
  const [coolOff, setCoolOff] = useState<RgCoolOffDuration>('24h');
  const [selfExclusion, setSelfExclusion] = useState<RgSelfExclusionDuration>('6m');
  const [asked, setAsked] = useState<ExclusionRequest | null>(null);

  const confirm = () => {
    if (!asked) return;
    start.mutate(asked, {
      onSuccess: () => {
        setAsked(null);
        toast.success(t('exclusion.started'));
      },
      onError: (error) =>
        toast.error(error instanceof ApiError && error.status < 500 ? error.message : t('failed')),
    });
  };

  const durationLabel = (request: ExclusionRequest) => t(`exclusion.durations.${request.duration}`);

  return (
    <div className="space-y-4">
      {exclusion && (
        <p
          data-testid="rg-exclusion-active"
          className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-200"
        >
          {exclusion.until === null
            ? t('exclusion.activePermanent')
            : t(
                exclusion.kind === 'cool_off'
                  ? 'exclusion.activeCoolOff'
                  : 'exclusion.activeSelfExclusion',
                { when: formatWhen(exclusion.until) },
              )}
        </p>
      )}
      {/* A running exclusion can only be replaced by a longer one: no cool-off during it. */}
      {!exclusion && (
        <ExclusionChoice
          icon={<Coffee aria-hidden="true" className="size-4 text-accent" />}
          title={t('exclusion.coolOffTitle')}
          hint={t('exclusion.coolOffHint')}
          durations={RG_COOL_OFF_DURATIONS}
          value={coolOff}
          onChange={setCoolOff}
          action={t('exclusion.coolOffButton')}
          onAsk={() => setAsked({ kind: 'cool_off', duration: coolOff })}
          testId={{ select: 'rg-cool-off-duration', button: 'rg-cool-off' }}
        />
      )}
      {exclusion?.until !== null && (
        <ExclusionChoice
          icon={<Ban aria-hidden="true" className="size-4 text-red-400" />}
          title={t('exclusion.selfExclusionTitle')}
          hint={t('exclusion.selfExclusionHint')}
          durations={RG_SELF_EXCLUSION_DURATIONS}
          value={selfExclusion}
          onChange={setSelfExclusion}
          action={t('exclusion.selfExclusionButton')}
          onAsk={() => setAsked({ kind: 'self_exclusion', duration: selfExclusion })}
          testId={{ select: 'rg-self-exclusion-duration', button: 'rg-self-exclude' }}
        />
      )}
      <Modal
        isOpen={asked !== null}
        onOpenChange={(isOpen) => !isOpen && setAsked(null)}
        title={
          asked?.kind === 'self_exclusion'
            ? t('exclusion.confirmSelfExclusionTitle', {
                duration: asked ? durationLabel(asked) : '',
              })
            : t('exclusion.confirmCoolOffTitle', { duration: asked ? durationLabel(asked) : '' })
        }
        closeLabel={t('exclusion.cancel')}
        testId="rg-exclusion-confirm"
      >
        <div className="space-y-3 text-sm leading-relaxed">
          <p>{t('exclusion.blocks')}</p>
          <ul className="list-disc space-y-1 ps-5 text-fog">
            <li>{t('exclusion.blocksPlay')}</li>
            <li>{t('exclusion.blocksDeposits')}</li>
            <li>{t('exclusion.blocksPromotions')}</li>
          </ul>
          <p className="text-fog">{t('exclusion.allows')}</p>
          <p className="font-semibold text-amber-300">{t('exclusion.irreversible')}</p>
          <div className="flex flex-col-reverse gap-2 pt-2 xs:flex-row xs:justify-end">
            <Button variant="ghost" onClick={() => setAsked(null)}>
              {t('exclusion.cancel')}
            </Button>
            <Button
              data-testid="rg-exclusion-confirm-button"
              disabled={start.isPending}
              onClick={confirm}
            >
              {t('exclusion.confirm')}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
