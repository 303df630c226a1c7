import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogIn, MessagesSquare, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { chatTimeline } from '../api/chat-api';
import { useChatRoom, useChatRoomName } from '../hooks/use-chat-room';
import { ChatBanners } from './chat-banners';
import { ChatInput } from './chat-input';
import { MessageCard } from './message-card';
import { RainCard } from './rain-card';
import { TipRainModal } from './tip-rain-modal';

/** 20 skeleton rows while the history loads (spec document 1 section 2). */
function ChatSkeleton() {
  return (
    <ul className="space-y-3 p-3" data-testid="chat-skeleton" aria-hidden="true">
      {Array.from({ length: 20 }, (_, i) => (
        <li key={i} className="flex gap-2">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-2.5 w-16" />
            <Skeleton className="h-2.5" style={{ width: `${50 + ((i * 37) % 45)}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The chat itself: banners, the room's messages (newest at the bottom), the input. */
export default function ChatRoom() {
  const { t } = useTranslation('chat');
  const room = useChatRoomName();
  const history = useChatRoom(room);
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const openAuth = useAuthModalStore((s) => s.open);
  const [isRainOpen, setRainOpen] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);
  const entries = useMemo(() => chatTimeline(history.data), [history.data]);

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [entries.length]);

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="chat-room">
      <ChatBanners room={room} />
      <div className="min-h-0 flex-1 overflow-y-auto">
        {history.isPending ? (
          <ChatSkeleton />
        ) : history.isError ? (
          <div className="flex flex-col items-center gap-3 p-6 text-center text-sm text-fog">
            <p>{t('loadError')}</p>
            <Button size="sm" variant="secondary" onClick={() => void history.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t('retry')}
            </Button>
          </div>
        ) : entries.length === 0 ? (
          <div
            className="flex flex-col items-center gap-3 p-6 text-center"
            data-testid="chat-empty"
          >
            <MessagesSquare aria-hidden="true" className="size-8 text-accent" />
            <p className="text-xs text-fog">{t('empty')}</p>
          </div>
        ) : (
          <ul className="space-y-3 p-3" data-testid="chat-messages">
            {entries.map((entry) =>
              entry.kind === 'message' ? (
                <MessageCard key={entry.message.id} message={entry.message} />
              ) : (
                <RainCard key={entry.rain.id} rain={entry.rain} />
              ),
            )}
          </ul>
        )}
        <div ref={bottom} />
      </div>
      {isLoggedIn ? (
        <>
          <ChatInput room={room} onRain={() => setRainOpen(true)} />
          <TipRainModal room={room} isOpen={isRainOpen} onClose={() => setRainOpen(false)} />
        </>
      ) : (
        <div className="border-t border-ink-700 p-3">
          <Button className="w-full" onClick={() => openAuth('signIn')} data-testid="chat-login">
            <LogIn aria-hidden="true" className="size-4" />
            {t('login')}
          </Button>
        </div>
      )}
    </div>
  );
}
