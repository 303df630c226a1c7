import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { BadgePercent } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { openDepositBonusInfo } from '../locked-modal-store';

function Item() {
  const { t } = useTranslation('locked');
  return (
    <DropdownMenu.Item
      data-testid="deposit-bonus-info-item"
      onSelect={openDepositBonusInfo}
      className="mt-2 flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-fog outline-none hover:bg-ink-700 hover:text-white focus:bg-ink-700 focus:text-white"
    >
      <BadgePercent aria-hidden="true" className="size-4 text-accent" />
      {t('info.link')}
    </DropdownMenu.Item>
  );
}

/** The header dropdown's way to the Deposit bonus info modal (and its opt-in). */
export function DepositBonusInfoItem() {
  return (
    <Suspense fallback={<div className="mt-2 h-9 animate-pulse rounded-md bg-ink-700" />}>
      <Item />
    </Suspense>
  );
}
