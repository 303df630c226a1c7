import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { cashedOutMarkers } from '../crash-chart';
import { formatMultiplier } from '../crash-math';
import { useCrashStore } from '../crash-store';

/**
 * A pin on the curve for every cash-out of the round (issue 14): the player's name when it is
 * public ("Hidden" otherwise) and the multiplier. React renders the list as players cash out;
 * the curve's animation loop places each pin (`data-cashout`) on the curve every frame.
 */
export function CrashMarkers({ ref }: { ref: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('crash');
  const players = useCrashStore((s) => s.players);
  const myBetId = useCrashStore((s) => s.myBetId);
  const markers = useMemo(() => cashedOutMarkers(Object.values(players)), [players]);
  return (
    <div ref={ref} className="pointer-events-none absolute inset-0" data-testid="crash-markers">
      {markers.map((marker, index) => {
        const name = marker.name ?? t('markerHidden');
        const isMine = marker.betId === myBetId;
        return (
          <div
            key={marker.betId}
            data-testid="crash-marker"
            data-cashout={marker.cashout}
            data-name={name}
            className="invisible absolute top-0 left-0"
            style={{ zIndex: isMine ? 2 : 1 }}
          >
            <span
              className={cn(
                'absolute -top-1.5 -left-1.5 size-3 rounded-full border-2 border-ink-950',
                isMine ? 'bg-accent' : 'bg-emerald-400',
              )}
            />
            <span
              dir="ltr"
              className={cn(
                'absolute left-2 rounded px-1.5 py-0.5 text-[10px] leading-tight font-semibold whitespace-nowrap shadow',
                isMine ? 'bg-accent text-white' : 'bg-ink-950/85 text-emerald-300',
                // Neighbouring pins alternate above and below so their labels overlap less.
                index % 2 === 1 ? 'top-1' : 'bottom-1',
              )}
            >
              <bdi>{name}</bdi> {formatMultiplier(marker.cashout)}
            </span>
          </div>
        );
      })}
    </div>
  );
}
