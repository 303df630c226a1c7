import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinSideName } from '@tengu/shared';
import { cn } from '@/lib/cn';
import { COIN_SPIN_MS } from './use-coin-landing';

/** One face of the coin: gold heads (a tengu mask mark), steel tails. */
function Face({ side, isBack }: { side: CoinSideName; isBack?: boolean }) {
  const { t } = useTranslation('coinflip');
  return (
    <span
      className={cn(
        'absolute inset-0 flex items-center justify-center rounded-full border-[6px] text-2xl font-black tracking-wide backface-hidden xs:text-3xl',
        side === 'heads'
          ? 'border-amber-300 bg-radial from-amber-300 to-amber-600 text-amber-900'
          : 'border-slate-300 bg-radial from-slate-200 to-slate-500 text-slate-800',
        isBack && 'rotate-y-180',
      )}
    >
      {side === 'heads' ? t('headsShort') : t('tailsShort')}
    </span>
  );
}

/**
 * The coin spins in 3D to the side that came up: each new flip adds five turns plus the half
 * turn that lands it on the right face. Pure CSS transforms, so a click during the spin is
 * never blocked; `flipKey` changes per flip so every flip spins even when the side repeats.
 */
export function Coin({
  side,
  flipKey,
  isSpinning = false,
}: {
  side: CoinSideName | null;
  flipKey: number;
  isSpinning?: boolean;
}) {
  const [turns, setTurns] = useState(0);
  const last = useRef(flipKey);
  useEffect(() => {
    if (flipKey === last.current) return;
    last.current = flipKey;
    setTurns((n) => n + 5);
  }, [flipKey]);
  const angle = turns * 360 + (side === 'tails' ? 180 : 0);
  return (
    <div
      className="perspective-distant"
      data-testid="coin"
      data-side={isSpinning ? 'spinning' : (side ?? 'none')}
      data-spinning={isSpinning}
    >
      <div
        className="relative size-36 transition-transform ease-out transform-3d motion-reduce:transition-none xs:size-44"
        style={{ transform: `rotateY(${angle}deg)`, transitionDuration: `${COIN_SPIN_MS}ms` }}
      >
        <Face side="heads" />
        <Face side="tails" isBack />
      </div>
    </div>
  );
}
