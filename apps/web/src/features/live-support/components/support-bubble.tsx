import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** One message: the team's on the start side, the player's on the end side. */
export function SupportBubble({
  author,
  name,
  body,
  at,
  testId,
}: {
  author: 'player' | 'staff';
  name: string | null;
  body: string;
  at?: string;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const isPlayer = author === 'player';
  return (
    <div
      data-testid={testId}
      className={cn('flex max-w-[85%] flex-col gap-0.5', isPlayer && 'ms-auto items-end')}
    >
      {name && <span className="px-1 text-[11px] font-semibold text-fog">{name}</span>}
      <p
        className={cn(
          'rounded-2xl px-3 py-2 text-sm leading-snug break-words whitespace-pre-wrap',
          isPlayer ? 'rounded-ee-sm bg-accent text-white' : 'rounded-es-sm bg-ink-700 text-white',
        )}
      >
        {body}
      </p>
      {at && (
        <time dateTime={at} className="px-1 text-[10px] text-fog tabular-nums">
          {new Date(at).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}
        </time>
      )}
    </div>
  );
}
