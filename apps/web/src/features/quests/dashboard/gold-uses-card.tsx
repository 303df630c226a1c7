import { ArrowRight, Package, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/lib/localized-link';

/** "What Gold buys": raffle tickets at /raffle; the lootbox pays Gold prizes. */
export function GoldUsesCard() {
  const { t } = useTranslation('quests');
  const { localize } = useLocalizedPath();
  return (
    <section
      data-testid="dashboard-gold-uses"
      className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-5 md:p-6"
    >
      <h2 className="mb-3 text-lg font-bold">{t('buys.title')}</h2>
      <ul className="space-y-3">
        <li className="flex gap-3">
          <Ticket aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          <div>
            <p className="font-semibold text-white">{t('buys.raffleTitle')}</p>
            <p className="text-sm text-fog">{t('buys.raffleText')}</p>
            <Link
              data-testid="dashboard-raffle-link"
              to={localize('/raffle')}
              className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
            >
              {t('buys.raffleLink')}
              <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </Link>
          </div>
        </li>
        <li className="flex gap-3">
          <Package aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          <div>
            <p className="font-semibold text-white">{t('buys.lootboxTitle')}</p>
            <p className="text-sm text-fog">{t('buys.lootboxText')}</p>
          </div>
        </li>
      </ul>
      <p className="mt-4 border-t border-ink-700 pt-3 text-xs text-fog">{t('buys.note')}</p>
    </section>
  );
}
