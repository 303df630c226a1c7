import { useEffect, useRef, useState } from 'react';
import { ROULETTE_WHEEL, rouletteColour } from '@tengu/shared';
import { cn } from '@/lib/cn';

export interface WheelSpin {
  id: string;
  pocket: number;
}

const SEGMENT = 360 / ROULETTE_WHEEL.length;
const SPIN_MS = 3_600;
const FILL = { red: '#e11d48', black: '#0a121a', green: '#059669' } as const;

/** The pocket's angle on the wheel, clockwise from the top. */
const angleOf = (pocket: number) => ROULETTE_WHEEL.indexOf(pocket as never) * SEGMENT;
const mod = (value: number) => ((value % 360) + 360) % 360;

function wedge(index: number, outer: number, inner: number): string {
  const a0 = ((index - 0.5) * SEGMENT - 90) * (Math.PI / 180);
  const a1 = ((index + 0.5) * SEGMENT - 90) * (Math.PI / 180);
  const p = (r: number, a: number) => `${100 + r * Math.cos(a)} ${100 + r * Math.sin(a)}`;
  return `M ${p(outer, a0)} A ${outer} ${outer} 0 0 1 ${p(outer, a1)} L ${p(inner, a1)} A ${inner} ${inner} 0 0 0 ${p(inner, a0)} Z`;
}

/**
 * The wheel (issue 6): it spins several turns and stops with the real pocket under the ball at
 * the top, while the ball circles the other way. A new spin starts from where the last one
 * stopped; `isInstant` jumps to the end. Never blocks input.
 */
export function RouletteWheel({
  spin,
  isInstant,
  onLanded,
}: {
  spin: WheelSpin | null;
  isInstant: boolean;
  onLanded: (spin: WheelSpin) => void;
}) {
  const [angles, setAngles] = useState({ wheel: 0, ball: 0, id: '' });
  const [landedId, setLandedId] = useState<string | null>(null);
  const onLandedRef = useRef(onLanded);
  useEffect(() => {
    onLandedRef.current = onLanded;
  }, [onLanded]);

  useEffect(() => {
    if (!spin) return;
    setAngles((current) => {
      if (current.id === spin.id) return current;
      const target = mod(-angleOf(spin.pocket));
      const wheel = current.wheel + 4 * 360 + mod(target - current.wheel);
      const ball = current.ball - 3 * 360 - mod(current.ball);
      return { wheel, ball, id: spin.id };
    });
    const timer = setTimeout(
      () => {
        setLandedId(spin.id);
        onLandedRef.current(spin);
      },
      isInstant ? 0 : SPIN_MS,
    );
    return () => clearTimeout(timer);
  }, [spin, isInstant]);

  const isLanded = spin !== null && landedId === spin.id;
  const transition = isInstant ? 'none' : `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.75, 0.2, 1)`;

  return (
    <div
      className="relative aspect-square w-full max-w-[15rem] md:max-w-[17rem]"
      data-testid="roulette-wheel"
    >
      <svg viewBox="0 0 200 200" className="size-full drop-shadow-[0_10px_30px_rgb(0_0_0/0.5)]">
        <circle cx="100" cy="100" r="99" fill="#3b2413" />
        <circle cx="100" cy="100" r="94" fill="#1a2c38" />
        <g
          style={{
            transform: `rotate(${angles.wheel}deg)`,
            transformOrigin: '100px 100px',
            transition,
          }}
        >
          {ROULETTE_WHEEL.map((pocket, index) => (
            <g key={pocket}>
              <path
                d={wedge(index, 90, 62)}
                fill={FILL[rouletteColour(pocket)]}
                stroke="#c9a227"
                strokeWidth="0.6"
              />
              <text
                x="100"
                y="19"
                fill="white"
                fontSize="8"
                fontWeight="700"
                textAnchor="middle"
                transform={`rotate(${index * SEGMENT} 100 100)`}
              >
                {pocket}
              </text>
            </g>
          ))}
          <circle cx="100" cy="100" r="62" fill="#213743" stroke="#c9a227" strokeWidth="1" />
          {Array.from({ length: 4 }, (_, i) => (
            <rect
              key={i}
              x="98"
              y="44"
              width="4"
              height="112"
              rx="2"
              fill="#c9a227"
              transform={`rotate(${i * 45} 100 100)`}
            />
          ))}
          <circle cx="100" cy="100" r="10" fill="#c9a227" />
        </g>
        <g
          style={{
            transform: `rotate(${angles.ball}deg)`,
            transformOrigin: '100px 100px',
            transition,
          }}
        >
          <circle
            cx="100"
            cy={isLanded ? 34 : 8}
            r="4.5"
            fill="white"
            stroke="#94a3b8"
            strokeWidth="0.8"
            style={{ transition: isInstant ? 'none' : 'cy 600ms ease-in' }}
          />
        </g>
      </svg>
      <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
        <span
          data-testid="roulette-result"
          data-pocket={isLanded ? spin?.pocket : undefined}
          className={cn(
            'flex size-14 items-center justify-center rounded-full text-2xl font-extrabold text-white shadow-xl ring-2 ring-gold transition-all duration-300',
            isLanded ? 'scale-100 opacity-100' : 'scale-50 opacity-0',
          )}
          style={{ backgroundColor: spin ? FILL[rouletteColour(spin.pocket)] : undefined }}
        >
          {spin?.pocket ?? ''}
        </span>
      </div>
    </div>
  );
}
