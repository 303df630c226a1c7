import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { freeSpinErrorOf, type FreeSpinErrorKey } from './free-spin-errors';

/** Shows a free-spin failure the spec's way (document 2 section 8, Freespin tip). */
export function useShowFreeSpinError() {
  const { t } = useTranslation('free-spins');
  return (error: unknown, onSelfTip?: () => void, known?: FreeSpinErrorKey) => {
    const view = known ? { kind: 'known' as const, key: known } : freeSpinErrorOf(error);
    switch (view.kind) {
      case 'known':
        if (view.key === 'cannotTipYourself' && onSelfTip) return onSelfTip();
        if (view.key === 'networkTitle' || view.key === 'network') break;
        return void toast.error(t(`errors.${view.key}`));
      case 'server':
        return void toast.error(view.message);
      case 'network':
        return void toast.error(t('errors.networkTitle'), { description: t('errors.network') });
      case 'generic':
        break;
    }
    toast.error(t('errors.failedTitle'), { description: t('errors.failed') });
  };
}
