import type { SportId } from '@tengu/shared';
import { CircleDashed, Goal, Orbit, type LucideIcon } from 'lucide-react';

// lucide has no football, tennis or basketball glyphs: a goal, a seamed ball, a ringed ball. (The
// shell's Volleyball stays out of these chunks, or it would split off the first page's bundle.)
const ICONS: Record<SportId, LucideIcon> = {
  football: Goal,
  tennis: CircleDashed,
  basketball: Orbit,
};

/** A sport's lucide icon. */
export function SportIcon({ sport, className }: { sport: SportId; className?: string }) {
  const Icon = ICONS[sport];
  return <Icon aria-hidden="true" className={className} />;
}
