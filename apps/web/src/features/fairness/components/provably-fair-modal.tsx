import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/lib/cn';
import { useFairnessStore, type FairnessTab } from '../store';
import { ChangeSeedModal } from './change-seed-modal';
import { SeedsTab } from './seeds-tab';
import { VerifyTab } from './verify-tab';

const TAB_CLASS =
  'flex-1 cursor-pointer rounded-[var(--radius-control)] px-3 py-2 text-sm font-semibold text-fog transition-colors data-[state=active]:bg-ink-600 data-[state=active]:text-white';

/** Provably Fair (spec document 2 section 2): tabs Seeds and Verify, plus the seed history. */
export function ProvablyFairModal() {
  const { t, i18n } = useTranslation('games');
  const { isOpen, tab, setTab, close } = useFairnessStore();
  return (
    <>
      <Modal
        isOpen={isOpen}
        onOpenChange={(open) => !open && close()}
        title={t('fairness.title')}
        closeLabel={t('common.close')}
        testId="provably-fair-modal"
        className="w-[min(calc(100vw-24px),520px)]"
      >
        <Tabs.Root
          value={tab}
          onValueChange={(value) => setTab(value as FairnessTab)}
          dir={i18n.dir()}
        >
          <Tabs.List className="mb-4 flex gap-1 rounded-[var(--radius-control)] bg-ink-900 p-1">
            <Tabs.Trigger value="seeds" data-testid="fairness-tab-seeds" className={TAB_CLASS}>
              {t('fairness.seedsTab')}
            </Tabs.Trigger>
            <Tabs.Trigger
              value="verify"
              data-testid="fairness-tab-verify"
              className={cn(TAB_CLASS)}
            >
              {t('fairness.verifyTab')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="seeds">
            <SeedsTab />
          </Tabs.Content>
          <Tabs.Content value="verify">
            <VerifyTab />
          </Tabs.Content>
        </Tabs.Root>
      </Modal>
      <ChangeSeedModal />
    </>
  );
}
