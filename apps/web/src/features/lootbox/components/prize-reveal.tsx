import type { LootboxResult } from '@tengu/shared';
import { Coins, PackageOpen, RotateCw, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTicketCount, formatUsd } from '@/lib/formatters';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { isPrizeName } from '../lootbox-prize';

const LOOKS: Record<LootboxResult['category'], { icon: LucideIcon; tone: string }> = {
  gold: { icon: Coins, tone: 'bg-gold/15 text-gold ring-gold/40' },
  free_spins: { icon: RotateCw, tone: 'bg-violet-400/15 text-violet-300 ring-violet-400/40' },
  empty: { icon: PackageOpen, tone: 'bg-ink-700 text-fog ring-ink-600' },
};

/** The prize of an opened box, and the seeds that drew it (document 2 sections 3 and 9). */
export function PrizeReveal({ result }: { result: LootboxResult }) {
  const { t } = useTranslation('lootbox');
  const language = currentLanguage();
  const look = LOOKS[result.category];
  const Icon = look.icon;
  const title = isPrizeName(result.name) ? t(`prizes.${result.name}`) : result.title;
  const detail =
    result.category === 'gold'
      ? t('prize.gold', { amount: formatTicketCount(Number(result.amount), language) })
      : result.category === 'free_spins'
        ? t('prize.spins', {
            count: result.nbRounds,
            value: formatUsd(result.spinValue, language),
          })
        : t('prize.empty');
  return (
    <div data-testid="lootbox-prize" className="motion-safe:animate-page-in">
      <div className="flex items-center gap-4 rounded-[var(--radius-control)] bg-ink-900/60 p-4">
        <span
          className={cn(
            'flex size-14 shrink-0 items-center justify-center rounded-full ring-2',
            look.tone,
          )}
        >
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <div className="min-w-0">
          <p className="text-xs text-fog">{t('prize.youGot')}</p>
          <p data-testid="lootbox-prize-title" className="text-xl font-black">
            {title}
          </p>
          <p className="text-sm text-fog">{detail}</p>
        </div>
      </div>
      <details className="mt-3 text-xs text-fog">
        <summary className="cursor-pointer font-semibold text-white/80">
          {t('fairness.title')}
        </summary>
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
          <dt>{t('fairness.serverSeedHash')}</dt>
          <dd dir="ltr" className="font-mono break-all text-white/80">
            {result.fairness.server_seed_hash}
          </dd>
          <dt>{t('fairness.clientSeed')}</dt>
          <dd dir="ltr" className="font-mono break-all text-white/80">
            {result.fairness.client_seed}
          </dd>
          <dt>{t('fairness.nonce')}</dt>
          <dd dir="ltr" data-testid="lootbox-nonce" className="font-mono text-white/80">
            {result.fairness.nonce}
          </dd>
        </dl>
        <p className="mt-2 leading-relaxed">{t('fairness.hint')}</p>
      </details>
    </div>
  );
}
