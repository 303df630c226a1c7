import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type en from '@/locales/en/common.json';
import { ComingSoon } from './coming-soon';

export type ComingSoonKey = Exclude<keyof (typeof en)['pages'], 'comingSoon' | 'backHome' | 'game'>;

export function ComingSoonPage({ pageKey, icon }: { pageKey: ComingSoonKey; icon?: LucideIcon }) {
  const { t } = useTranslation();
  return (
    <ComingSoon
      title={t(`pages.${pageKey}.title`)}
      description={t(`pages.${pageKey}.description`)}
      icon={icon}
    />
  );
}
