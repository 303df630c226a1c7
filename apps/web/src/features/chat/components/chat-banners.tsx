import { ChevronRight, X } from 'lucide-react';
import type { ChatRoom } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../api/chat-api';
import { bannerParts } from '../chat-texts';

const DISMISSED_KEY = 'tengu.chat.dismissedBanners';

function readDismissed(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * Announcement banners (operator data, ADR 040) in the room's language: dismissible, with
 * markdown-style and bare links, and the banner's own link when it has one.
 */
export function ChatBanners({ room }: { room: ChatRoom }) {
  const { t } = useTranslation('chat');
  const { data } = useBanners(room);
  const [dismissed, setDismissed] = useState(readDismissed);
  const banners = (data?.banners ?? []).filter((b) => !dismissed.includes(b.id));
  if (banners.length === 0) return null;
  const dismiss = (id: number) => {
    const next = [...dismissed, id];
    setDismissed(next);
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(next.slice(-50)));
  };
  return (
    <div className="space-y-2 px-3 pt-3" data-testid="chat-banners">
      {banners.map((banner) => (
        <div
          key={banner.id}
          data-testid="chat-banner"
          className="flex items-start gap-2 rounded-[var(--radius-card)] border border-accent/40 bg-accent/10 p-2.5 text-xs leading-relaxed"
        >
          <p className="min-w-0 flex-1 break-words">
            {bannerParts(banner.description).map((part, index) =>
              part.kind === 'link' ? (
                <a
                  key={index}
                  href={part.href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="font-semibold text-accent underline underline-offset-2"
                >
                  {part.text}
                </a>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
            {banner.link && (
              <a
                href={banner.link}
                {...(banner.link.startsWith('/')
                  ? {}
                  : { target: '_blank', rel: 'noopener noreferrer nofollow' })}
                aria-label={t('openBannerLink')}
                className="ms-1 inline-flex align-middle font-semibold text-accent"
              >
                <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </a>
            )}
          </p>
          <button
            type="button"
            aria-label={t('dismissBanner')}
            onClick={() => dismiss(banner.id)}
            className="flex size-6 shrink-0 cursor-pointer items-center justify-center rounded text-fog hover:bg-ink-700 hover:text-white"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
