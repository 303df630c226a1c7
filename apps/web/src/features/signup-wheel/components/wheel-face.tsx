import { WHEEL_SEGMENTS, wheelSegmentLabel, type WheelSegment } from '@tengu/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const SLICE = 360 / WHEEL_SEGMENTS.length;
const RADIUS = 150;

function point(angle: number, radius: number) {
  const radians = ((angle - 90) * Math.PI) / 180;
  return `${(radius * Math.cos(radians)).toFixed(3)} ${(radius * Math.sin(radians)).toFixed(3)}`;
}

/** The rotation that brings segment `index` under the top pointer after `turns` full turns. */
export function rotationFor(index: number, turns = 6): number {
  return turns * 360 + (360 - (index + 0.5) * SLICE);
}

function fillOf(segment: WheelSegment, index: number) {
  if (segment.displayType === 'btc') return 'url(#wheel-gold)';
  return index % 2 === 0 ? '#232a3b' : '#1a2030';
}

/**
 * The sign-up wheel's face: 15 slices (spec document 2 section 9) with their prizes, turned to
 * `rotation` degrees over `durationMs` (0: no transition).
 */
export function WheelFace({
  rotation,
  durationMs,
  winningIndex,
}: {
  rotation: number;
  durationMs: number;
  winningIndex: number | null;
}) {
  const { t } = useTranslation('wheel');
  return (
    <div className="relative mx-auto aspect-square w-[min(300px,72vw)]">
      {/* The pointer, fixed at the top. */}
      <div
        aria-hidden="true"
        className="absolute start-1/2 top-[-6px] z-10 h-0 w-0 -translate-x-1/2 border-x-[12px] border-t-[22px] border-x-transparent border-t-accent drop-shadow-[0_2px_4px_rgb(0_0_0/0.6)] rtl:translate-x-1/2"
      />
      <svg
        viewBox="-160 -160 320 320"
        role="img"
        aria-label={t('wheelLabel')}
        data-testid="wheel-face"
        className="size-full rounded-full shadow-[0_0_40px_-6px_rgb(255_90_54/0.45)]"
        style={{
          transform: `rotate(${rotation}deg)`,
          transition:
            durationMs > 0
              ? `transform ${durationMs}ms cubic-bezier(0.12, 0.72, 0.12, 1)`
              : undefined,
        }}
      >
        <defs>
          <linearGradient id="wheel-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="#ffd66b" />
            <stop offset="100%" stopColor="#e09a1a" />
          </linearGradient>
        </defs>
        <circle r="158" fill="#0f131c" stroke="#ff5a36" strokeWidth="3" />
        {WHEEL_SEGMENTS.map((segment, index) => {
          const start = index * SLICE;
          const end = start + SLICE;
          const label = wheelSegmentLabel(segment);
          const isWinner = winningIndex === index;
          return (
            <g key={index}>
              <path
                d={`M0 0 L${point(start, RADIUS)} A${RADIUS} ${RADIUS} 0 0 1 ${point(end, RADIUS)} Z`}
                fill={fillOf(segment, index)}
                stroke="#0f131c"
                strokeWidth="1.5"
              />
              <text
                transform={`rotate(${start + SLICE / 2}) translate(0 -${RADIUS - 16}) rotate(90)`}
                textAnchor="start"
                dominantBaseline="central"
                className={cn(
                  'text-[13px] font-extrabold',
                  segment.displayType === 'btc' ? 'fill-ink-950' : 'fill-white',
                  isWinner && segment.displayType !== 'btc' && 'fill-accent',
                )}
                direction="ltr"
              >
                {label}
              </text>
            </g>
          );
        })}
        {Array.from({ length: WHEEL_SEGMENTS.length }, (_, index) => (
          <circle
            key={index}
            r="3"
            transform={`rotate(${index * SLICE}) translate(0 -153)`}
            fill="#ffd66b"
          />
        ))}
        <circle r="30" fill="#0f131c" stroke="#ff5a36" strokeWidth="3" />
        <circle r="10" fill="#ff5a36" />
      </svg>
    </div>
  );
}
