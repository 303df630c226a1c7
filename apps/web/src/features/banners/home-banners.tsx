import { ChevronRight, Megaphone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicBanner } from '@tengu/shared';
import { readDismissed, saveDismissed, usePublicBanners } from './banners-api';

const ROTATE_MS = 8_000;

/**
 * The operator's text banners on the home page (issue 23 item 4; ADR 040): one strip at a time,
 * rotating when there are several, each dismissible for good. Renders nothing while loading, on
 * an error and when there is nothing to show (no skeleton: the page must not jump for it).
 */
export function HomeBanners() {
  const { t } = useTranslation('chat');
  const { data } = usePublicBanners('home');
  const [dismissed, setDismissed] = useState(readDismissed);
  const [index, setIndex] = useState(0);
  const banners = (data?.banners ?? []).filter((b) => !dismissed.includes(b.id));
  const count = banners.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count]);

  const banner = banners[index % Math.max(count, 1)];
  if (!banner) return null;
  const dismiss = () => {
    const next = [...dismissed, banner.id];
    setDismissed(next);
    saveDismissed(next);
  };

  return (
    <aside
      data-testid="home-banners"
      aria-live="polite"
      className="flex items-center gap-3 rounded-[var(--radius-card)] border border-accent/40 bg-gradient-to-r from-accent/15 via-ink-800 to-ink-800 px-3 py-2.5 md:px-4"
    >
      <Megaphone aria-hidden="true" className="size-4 shrink-0 text-accent" />
      <BannerText banner={banner} />
      {count > 1 && (
        <button
          type="button"
          onClick={() => setIndex((i) => (i + 1) % count)}
          aria-label={t('nextBanner')}
          className="flex h-7 shrink-0 cursor-pointer items-center gap-1 rounded px-1.5 text-xs font-semibold text-fog tabular-nums hover:bg-ink-700 hover:text-white"
        >
          {(index % count) + 1}/{count}
          <ChevronRight aria-hidden="true" className="size-3.5 rtl:rotate-180" />
        </button>
      )}
      <button
        type="button"
        aria-label={t('dismissBanner')}
        onClick={dismiss}
        className="flex size-7 shrink-0 cursor-pointer items-center justify-center rounded text-fog hover:bg-ink-700 hover:text-white"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}

function BannerText({ banner }: { banner: PublicBanner }) {
  const className = 'min-w-0 flex-1 text-sm leading-snug font-semibold break-words';
  const text = <span data-testid="home-banner-text">{banner.text}</span>;
  if (!banner.link) return <p className={className}>{text}</p>;
  const arrow = <ChevronRight aria-hidden="true" className="ms-1 inline size-4 rtl:rotate-180" />;
  return banner.link.startsWith('/') ? (
    <Link to={banner.link} className={`${className} hover:text-accent`}>
      {text}
      {arrow}
    </Link>
  ) : (
    <a
      href={banner.link}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className={`${className} hover:text-accent`}
    >
      {text}
      {arrow}
    </a>
  );
}
