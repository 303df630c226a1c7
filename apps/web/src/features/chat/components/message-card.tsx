import type { ChatMessage } from '@tengu/shared';
import { Dices, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { avatarUrlForLevel } from '@/features/auth/avatar-steps';
import { useLevelTitle } from '@/features/auth/use-level-title';
import { useProfileModalStore } from '@/features/profile/profile-modal-store';
import { LocalizedLink } from '@/lib/localized-link';
import { truncateUsername } from '../chat-texts';

/** One message: avatar by level, level title, username (opens the profile), text or a bet share. */
export function MessageCard({ message }: { message: ChatMessage }) {
  const levelTitle = useLevelTitle();
  const openProfile = useProfileModalStore((s) => s.open);
  return (
    <li className="flex gap-2" data-testid="chat-message" data-message-id={message.id}>
      <img
        src={avatarUrlForLevel(message.level)}
        alt=""
        className="size-8 shrink-0 rounded-full bg-ink-700"
        loading="lazy"
      />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-baseline gap-1.5">
          <button
            type="button"
            onClick={() => openProfile(message.username)}
            title={message.username}
            data-testid="chat-username"
            className="cursor-pointer truncate text-xs font-bold hover:text-accent"
          >
            <span className="md:hidden">{message.username}</span>
            <span className="hidden md:inline">{truncateUsername(message.username)}</span>
          </button>
          <span className="shrink-0 truncate text-[10px] text-fog">
            {levelTitle(message.level)}
          </span>
        </div>
        {message.message_type === 'bet_share' && message.metadata ? (
          <BetShareCard metadata={message.metadata} />
        ) : (
          <p className="text-sm break-words whitespace-pre-wrap text-white/90">{message.message}</p>
        )}
      </div>
    </li>
  );
}

function BetShareCard({ metadata }: { metadata: NonNullable<ChatMessage['metadata']> }) {
  const { t } = useTranslation('chat');
  return (
    <div
      data-testid="bet-share-card"
      className="mt-1 rounded-[var(--radius-card)] border border-ink-600 bg-ink-700/70 p-2 text-xs"
    >
      <div className="flex items-center gap-2">
        <span className="flex size-8 items-center justify-center rounded-md bg-accent/15 text-accent">
          <Dices aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-bold">{metadata.game_name}</p>
          <p className="truncate text-[10px] text-fog">#{metadata.id.slice(0, 8)}</p>
        </div>
      </div>
      <dl className="mt-2 space-y-0.5">
        {(
          [
            ['bet.amount', `$${Number(metadata.amount).toFixed(2)}`],
            ['bet.multiplier', `${Number(metadata.multiplier).toFixed(2)}×`],
            ['bet.payout', `$${Number(metadata.payout).toFixed(2)}`],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-2">
            <dt className="text-[10px] text-fog">{t(label)}</dt>
            <dd className="truncate font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <LocalizedLink
        to={metadata.game_url}
        className="mt-2 flex items-center justify-center gap-1 rounded-md bg-ink-600 py-1 font-semibold hover:bg-ink-500"
      >
        {t('bet.play')} <ExternalLink aria-hidden="true" className="size-3" />
      </LocalizedLink>
    </div>
  );
}
