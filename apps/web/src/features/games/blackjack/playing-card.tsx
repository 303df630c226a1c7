import { useEffect, useRef } from 'react';
import { cardLabel, cardRank, isRedCard, suitSymbol } from '@tengu/shared';
import { cn } from '@/lib/cn';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * One card. `card` null is face down (the dealer's hole card while the hand runs); when it turns
 * into a card the same element flips over. New cards slide in from the shoe (top end of the
 * table) after `delay` ms. Both are CSS transforms on their own layer: input is never blocked.
 */
export function PlayingCard({ card, delay = 0 }: { card: string | null; delay?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  // Only when the card first appears: a flip is not a new deal.
  const dealDelay = useRef(delay);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof element.animate !== 'function') return;
    const animation = element.animate(
      [
        { transform: 'translate(40vw, -30vh) rotate(-25deg)', opacity: 0 },
        { transform: 'translate(0, 0) rotate(0deg)', opacity: 1 },
      ],
      {
        duration: 380,
        delay: dealDelay.current,
        easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
        fill: 'backwards',
      },
    );
    return () => animation.cancel();
  }, []);
  return (
    <div
      ref={ref}
      data-testid="playing-card"
      data-card={card ?? 'hidden'}
      role="img"
      aria-label={card ? cardLabel(card) : '🂠'}
      className="relative h-[4.5rem] w-12 shrink-0 [perspective:40rem] xs:h-24 xs:w-16"
    >
      <div
        className={cn(
          'relative size-full transition-transform duration-500 ease-out [transform-style:preserve-3d] motion-reduce:transition-none',
          !card && '[transform:rotateY(180deg)]',
        )}
      >
        <div
          className={cn(
            'absolute inset-0 flex flex-col justify-between rounded-lg border border-black/10 bg-white p-1 font-bold shadow-lg [backface-visibility:hidden] xs:p-1.5',
            card && isRedCard(card) ? 'text-red-600' : 'text-slate-900',
          )}
        >
          {card && (
            <>
              <span className="text-sm leading-none xs:text-lg">{cardRank(card)}</span>
              <span className="self-center text-xl leading-none xs:text-3xl">
                {suitSymbol(card)}
              </span>
              <span className="rotate-180 text-sm leading-none xs:text-lg">{cardRank(card)}</span>
            </>
          )}
        </div>
        <div className="absolute inset-0 rounded-lg border-2 border-white/80 bg-[repeating-linear-gradient(45deg,var(--color-accent)_0_6px,#b83a1f_6px_12px)] shadow-lg [backface-visibility:hidden] [transform:rotateY(180deg)]" />
      </div>
    </div>
  );
}
