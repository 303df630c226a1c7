import type { SportId } from '@tengu/shared';
import { CircleDot, Goal, Volleyball, type LucideIcon } from 'lucide-react';

// lucide has no football, tennis or basketball glyphs: a goal, a ball, a seamed ball.
const ICONS: Record<SportId, LucideIcon> = {
  football: Goal,
  tennis: CircleDot,
  basketball: Volleyball,
};

/** A sport's lucide icon. */
export function SportIcon({ sport, className }: { sport: SportId; className?: string }) {
  const Icon = ICONS[sport];
  return <Icon aria-hidden="true" className={className} />;
}
