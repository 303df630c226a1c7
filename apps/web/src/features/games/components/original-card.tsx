import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { LocalizedLink } from '@/lib/localized-link';
import { useOriginalGameStatus } from '../api/get-original-games';
import type { OriginalGame } from '../originals';

export function OriginalCard({ game }: { game: OriginalGame }) {
  const { t } = useTranslation();
  // Closed by the operator (ADR 044): still a link (the page explains), marked unavailable.
  const status = useOriginalGameStatus(game.slug === 'tengu-towers' ? 'towers' : game.slug);
  const isClosed = status.data?.enabled === false;
  const Icon = game.icon;
  return (
    <LocalizedLink
      to={`/casino/game/${game.slug}`}
      data-testid={`original-${game.slug}`}
      className={cn(
        'group relative flex aspect-[3/4] flex-col overflow-hidden rounded-[var(--radius-card)] bg-gradient-to-br p-3 shadow-lg ring-1 ring-white/10 transition-transform duration-200 hover:-translate-y-1 hover:shadow-2xl',
        game.gradient,
        isClosed && 'opacity-60 grayscale',
      )}
    >
      {/* Soft light and a large faded glyph give depth without any image request. */}
      <span className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgb(255_255_255/0.28),transparent_55%)]" />
      <Icon
        aria-hidden="true"
        className="pointer-events-none absolute -end-6 -bottom-6 size-32 rotate-12 text-white/15 transition-transform duration-300 group-hover:rotate-0"
      />
      <span className="relative self-start rounded-full bg-black/25 px-2 py-0.5 text-[10px] font-bold tracking-wider text-white/90 uppercase">
        {t('home.originalLabel')}
      </span>
      <span className="relative m-auto flex size-14 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25 backdrop-blur-sm transition-transform duration-200 group-hover:scale-110">
        <Icon aria-hidden="true" className="size-7 text-white drop-shadow" />
      </span>
      {isClosed && (
        <span
          data-testid={`original-${game.slug}-unavailable`}
          className="relative mb-1 self-center rounded-full bg-black/60 px-2 py-0.5 text-[10px] font-bold text-amber-200"
        >
          {t('unavailable.badge', { ns: 'games' })}
        </span>
      )}
      <span
        className="relative text-center text-sm font-extrabold tracking-wide text-white uppercase drop-shadow"
        dir="ltr"
      >
        {game.name}
      </span>
    </LocalizedLink>
  );
}
