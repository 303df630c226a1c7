import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The chat arrives in its own issue. Until then the panel says what will live here, over a
 * faint outline of the message list so the layout is already the real one.
 */
export function ChatPanel() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col gap-4" data-testid="chat-panel">
      <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] bg-ink-700/60 p-4 text-center">
        <MessagesSquare aria-hidden="true" className="size-8 text-accent" />
        <p className="text-xs leading-relaxed text-fog">{t('panel.chatBody')}</p>
      </div>
      <div className="space-y-3 opacity-40" aria-hidden="true">
        {[72, 56, 88, 64].map((width) => (
          <div key={width} className="flex gap-2">
            <Skeleton className="size-7 shrink-0 rounded-full" />
            <div className="flex-1 space-y-1.5">
              <Skeleton className="h-2.5 w-16" />
              <Skeleton className="h-2.5" style={{ width: `${width}%` }} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
