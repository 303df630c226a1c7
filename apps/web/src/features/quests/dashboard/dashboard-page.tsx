import { LogIn, Sprout, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { useQuests } from '../api/get-quests';
import { GoldHistoryModal } from '../components/gold-history-modal';
import { QuestDetailModal } from '../components/quest-detail-modal';
import { GoldBalanceCard } from './gold-balance-card';
import { GoldUsesCard } from './gold-uses-card';
import { QuestList } from './quest-list';

/** The signed-in player's dashboard: Gold, what it buys, the quests (live) and the modals. */
function PlayerDashboard() {
  const quests = useQuests();
  const [questId, setQuestId] = useState<string | null>(null);
  const [isHistoryOpen, setHistoryOpen] = useState(false);
  // The modal reads the quest from the live list, so its progress moves while it is open.
  const quest = quests.data?.quests.find((q) => q.id === questId) ?? null;
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <GoldBalanceCard onOpenHistory={() => setHistoryOpen(true)} />
        <GoldUsesCard />
      </div>
      <QuestList query={quests} onOpen={setQuestId} />
      <QuestDetailModal quest={quest} onClose={() => setQuestId(null)} />
      <GoldHistoryModal isOpen={isHistoryOpen} onClose={() => setHistoryOpen(false)} />
    </>
  );
}

function VisitorCall() {
  const { t } = useTranslation('quests');
  const open = useAuthModalStore((s) => s.open);
  return (
    <section
      data-testid="dashboard-visitor"
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-accent/30 bg-gradient-to-br from-accent/15 via-ink-800 to-ink-800 p-6 md:p-8"
    >
      <h2 className="mb-2 text-xl font-black md:text-2xl">{t('dashboard.visitorTitle')}</h2>
      <p className="mb-5 max-w-xl text-fog">{t('dashboard.visitorText')}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => open('register')}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('dashboard.signUp')}
        </Button>
        <Button variant="secondary" onClick={() => open('signIn')}>
          <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('dashboard.signIn')}
        </Button>
      </div>
    </section>
  );
}

/** `/dashboard` (document 1 section 2: "Farming dashboard (Gold balance)"; issue 17 item 1). */
export function DashboardPage() {
  const { t } = useTranslation('quests');
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  useEffect(() => {
    document.title = `${t('dashboard.title')} · Tengu`;
  }, [t]);
  return (
    <div data-testid="dashboard-page" className="mx-auto max-w-6xl space-y-5">
      <header className="flex items-start gap-3">
        <Sprout aria-hidden="true" className="mt-1 size-7 shrink-0 text-accent" />
        <div>
          <h1 className="text-2xl font-black">{t('dashboard.title')}</h1>
          <p className="max-w-2xl text-sm text-fog">{t('dashboard.subtitle')}</p>
        </div>
      </header>
      {isLoggedIn ? <PlayerDashboard /> : <VisitorCall />}
    </div>
  );
}
