import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { usePaymentsConfig } from '../api/get-payments-config';
import { BuyCryptoTab } from './buy-crypto-tab';
import { DepositTab } from './deposit-tab';

const tabClass =
  'flex-1 cursor-pointer rounded-md py-2 text-sm font-semibold text-fog transition-colors data-[state=active]:bg-ink-600 data-[state=active]:text-white';

/** The Deposit modal (spec document 1 section 2): tabs Deposit and Buy Crypto. */
export function DepositModal({
  initialCurrency,
  onClose,
  extra,
}: {
  initialCurrency: string;
  onClose: () => void;
  /** Shown above the tabs (the deposit bonus line). */
  extra?: ReactNode;
}) {
  const { t, i18n } = useTranslation('payments');
  const config = usePaymentsConfig();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('deposit.title')}
      closeLabel={t('common.close')}
      testId="deposit-modal"
      className="w-[min(calc(100vw-24px),480px)]"
    >
      {extra}
      <Tabs.Root defaultValue="deposit" dir={i18n.dir()}>
        <Tabs.List className="mb-4 flex gap-1 rounded-[var(--radius-control)] bg-ink-900 p-1">
          <Tabs.Trigger value="deposit" data-testid="deposit-tab-deposit" className={tabClass}>
            {t('deposit.tabDeposit')}
          </Tabs.Trigger>
          <Tabs.Trigger value="buy" data-testid="deposit-tab-buy" className={tabClass}>
            {t('deposit.tabBuy')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="deposit">
          <DepositTab
            initialCurrency={initialCurrency}
            config={config.data}
            isConfigPending={config.isPending}
          />
        </Tabs.Content>
        <Tabs.Content value="buy">
          <BuyCryptoTab
            initialCurrency={initialCurrency}
            config={config.data}
            isLoading={config.isPending}
          />
        </Tabs.Content>
      </Tabs.Root>
    </Modal>
  );
}
