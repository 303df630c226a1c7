import { RG_REALITY_CHECK_MINUTES } from '@tengu/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSetRealityCheck } from '../api/set-reality-check';
import { RgSelect } from './rg-select';

/** The reality-check reminder: off or every 15, 30, 60 or 120 minutes. */
export function RealityCheckSection({ minutes }: { minutes: number }) {
  const { t } = useTranslation('responsible-gambling');
  const setRealityCheck = useSetRealityCheck();
  return (
    <label className="block space-y-1">
      <span className="font-semibold">{t('realityCheck.title')}</span>
      <span className="block text-sm leading-relaxed text-fog">{t('realityCheck.hint')}</span>
      <RgSelect
        value={minutes}
        data-testid="rg-reality-check"
        disabled={setRealityCheck.isPending}
        className="mt-1 md:w-72"
        onChange={(e) =>
          setRealityCheck.mutate(Number(e.target.value), {
            onSuccess: () => toast.success(t('realityCheck.saved')),
            onError: () => toast.error(t('failed')),
          })
        }
      >
        {RG_REALITY_CHECK_MINUTES.map((value) => (
          <option key={value} value={value}>
            {value === 0 ? t('realityCheck.off') : t('realityCheck.every', { minutes: value })}
          </option>
        ))}
      </RgSelect>
    </label>
  );
}
