import { avatarStepIndex } from '@/features/auth/avatar-steps';
import { cn } from '@/lib/cn';

/** One colour pair per avatar step; the artwork per step arrives with the VIP issue. */
const STEP_GRADIENTS = [
  'from-ink-500 to-ink-600',
  'from-sky-500 to-sky-700',
  'from-emerald-500 to-emerald-700',
  'from-teal-400 to-cyan-700',
  'from-indigo-400 to-indigo-700',
  'from-violet-400 to-violet-700',
  'from-fuchsia-400 to-fuchsia-700',
  'from-pink-400 to-rose-700',
  'from-orange-400 to-red-600',
  'from-amber-300 to-orange-600',
  'from-yellow-200 to-amber-500',
  'from-rose-300 via-amber-200 to-sky-300',
] as const;

/** Placeholder avatar: the step's colours and the player's initial; an OG badge above level 5. */
export function Avatar({
  username,
  level,
  className,
}: {
  username: string;
  level: number;
  className?: string;
}) {
  const gradient = STEP_GRADIENTS[avatarStepIndex(level)] ?? STEP_GRADIENTS[0];
  return (
    <span
      aria-hidden="true"
      data-avatar-step={avatarStepIndex(level)}
      className={cn(
        'relative flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-sm font-black text-white uppercase shadow-inner',
        gradient,
        className,
      )}
    >
      {username.slice(0, 1) || '?'}
      {level > 5 && (
        <span className="absolute -end-1 -bottom-1 rounded-full bg-gold px-1 text-[8px] leading-3 font-black text-ink-950">
          OG
        </span>
      )}
    </span>
  );
}
