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
import { RgSelect } from './rg-select';
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
        <div className="space-y-2">
          <h3 className="flex items-center gap-2 font-semibold">
            <Coffee aria-hidden="true" className="size-4 text-accent" />
            {t('exclusion.coolOffTitle')}
          </h3>
          <p className="text-sm leading-relaxed text-fog">{t('exclusion.coolOffHint')}</p>
          <div className="flex flex-col gap-2 xs:flex-row">
            <RgSelect
              aria-label={t('exclusion.duration')}
              value={coolOff}
              data-testid="rg-cool-off-duration"
              onChange={(e) => setCoolOff(e.target.value as RgCoolOffDuration)}
              className="xs:w-48"
            >
              {RG_COOL_OFF_DURATIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`exclusion.durations.${value}`)}
                </option>
              ))}
            </RgSelect>
            <Button
              variant="secondary"
              data-testid="rg-cool-off"
              onClick={() => setAsked({ kind: 'cool_off', duration: coolOff })}
            >
              {t('exclusion.coolOffButton')}
            </Button>
          </div>
        </div>
      )}
      {exclusion?.until !== null && (
        <div className="space-y-2">
          <h3 className="flex items-center gap-2 font-semibold">
            <Ban aria-hidden="true" className="size-4 text-red-400" />
            {t('exclusion.selfExclusionTitle')}
          </h3>
          <p className="text-sm leading-relaxed text-fog">{t('exclusion.selfExclusionHint')}</p>
          <div className="flex flex-col gap-2 xs:flex-row">
            <RgSelect
              aria-label={t('exclusion.duration')}
              value={selfExclusion}
              data-testid="rg-self-exclusion-duration"
              onChange={(e) => setSelfExclusion(e.target.value as RgSelfExclusionDuration)}
              className="xs:w-48"
            >
              {RG_SELF_EXCLUSION_DURATIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`exclusion.durations.${value}`)}
                </option>
              ))}
            </RgSelect>
            <Button
              variant="secondary"
              data-testid="rg-self-exclude"
              onClick={() => setAsked({ kind: 'self_exclusion', duration: selfExclusion })}
            >
              {t('exclusion.selfExclusionButton')}
            </Button>
          </div>
        </div>
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
