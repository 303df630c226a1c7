import { Gift } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { openLootboxModal } from '../lootbox-modal-store';

function CardContent() {
  const { t } = useTranslation('lootbox');
  return (
    <>
      <header className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent">
          <Gift aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-bold">{t('card.title')}</h2>
          <p className="text-xs text-fog">{t('card.aside')}</p>
        </div>
      </header>
      <p className="flex-1 text-sm leading-relaxed text-fog">{t('card.text')}</p>
      <Button
        data-testid="rewards-redeem-open"
        className="w-full"
        onClick={() => openLootboxModal()}
      >
        {t('card.action')}
      </Button>
    </>
  );
}

/** "Redeem a code" on /rewards (issue 17 item 2): opens the Open Lootbox modal. */
export function RedeemCodeCard({ className }: { className?: string }) {
  return (
    <section
      data-testid="rewards-redeem"
      className={cn(
        'flex h-full flex-col gap-4 rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-4 xs:p-5',
        className,
      )}
    >
      <Suspense fallback={<Skeleton className="h-36 w-full" />}>
        <CardContent />
      </Suspense>
    </section>
  );
}
