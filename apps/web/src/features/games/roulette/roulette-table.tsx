import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rouletteColour, rouletteCovered, rouletteSpotKey, type RouletteSpot } from '@tengu/shared';
import { cn } from '@/lib/cn';
import { chipColour, chipLabel, type Table } from './roulette-chips';
import { cellCentre, columnOf, EDGE_SPOTS, rowOf } from './table-geometry';

interface RouletteTableProps {
  table: Table;
  onPlace: (spot: RouletteSpot) => void;
  /** The last landed pocket, highlighted. */
  winning: number | null;
  isLocked: boolean;
}

const NUMBERS = Array.from({ length: 36 }, (_, i) => i + 1);

function Chip({ units, className }: { units: bigint; className?: string }) {
  return (
    <span
      className={cn(
        'pointer-events-none flex size-6 items-center justify-center rounded-full border-2 border-dashed border-white/80 text-[9px] font-extrabold text-white shadow-[0_2px_4px_rgb(0_0_0/0.5)] md:size-7 md:text-[10px]',
        className,
      )}
      style={{ backgroundColor: chipColour(units) }}
      dir="ltr"
    >
      {chipLabel(units)}
    </span>
  );
}

const numberTone = (n: number) =>
  rouletteColour(n) === 'red'
    ? 'bg-rose-600'
    : rouletteColour(n) === 'black'
      ? 'bg-ink-950'
      : 'bg-emerald-600';

/**
 * The European layout (issue 6): zero, the 3 × 12 numbers with hot spots on their edges and
 * corners for splits, streets, corners and lines, the columns, dozens and even-money bets. Chips
 * stack where they lie; hovering a spot lights the numbers it covers.
 */
export function RouletteTable({ table, onPlace, winning, isLocked }: RouletteTableProps) {
  const { t } = useTranslation('roulette');
  const [hovered, setHovered] = useState<RouletteSpot | null>(null);
  const lit = useMemo(() => new Set(hovered ? rouletteCovered(hovered) : []), [hovered]);
  const stacks = useMemo(() => new Map(table.map((chip) => [chip.key, chip.units])), [table]);
  const stackOn = (spot: RouletteSpot) => stacks.get(rouletteSpotKey(spot));

  const spotProps = (spot: RouletteSpot, label: string) => ({
    type: 'button' as const,
    disabled: isLocked,
    'aria-label': label,
    'data-testid': `spot-${rouletteSpotKey(spot)}`,
    onClick: () => onPlace(spot),
    onMouseEnter: () => setHovered(spot),
    onMouseLeave: () => setHovered(null),
    onFocus: () => setHovered(spot),
    onBlur: () => setHovered(null),
  });

  const cellClass = (isLit: boolean) =>
    cn(
      'relative flex items-center justify-center rounded-md text-xs font-bold text-white transition-[filter,box-shadow] md:text-sm',
      'disabled:cursor-not-allowed',
      isLit && 'brightness-150 ring-2 ring-white/70',
    );

  const outside = (spot: RouletteSpot, label: string, className?: string) => {
    const units = stackOn(spot);
    const covered = rouletteCovered(spot);
    return (
      <button
        {...spotProps(spot, label)}
        className={cn(
          cellClass(hovered !== null && rouletteSpotKey(hovered) === rouletteSpotKey(spot)),
          'h-10 bg-ink-700 hover:bg-ink-600',
          winning !== null && covered.includes(winning) && 'ring-2 ring-gold',
          className,
        )}
      >
        {label}
        {units !== undefined && <Chip units={units} className="absolute end-1" />}
      </button>
    );
  };

  return (
    <div className="w-full overflow-x-auto pb-1" data-testid="roulette-table">
      <div
        dir="ltr"
        className="grid min-w-[20rem] gap-1 @md:min-w-[36rem]"
        style={{
          gridTemplateColumns: 'minmax(2rem, 1fr) repeat(12, minmax(0, 1fr)) minmax(2.5rem, 1fr)',
        }}
      >
        <button
          {...spotProps({ type: 'straight', numbers: [0] }, t('number', { n: 0 }))}
          className={cn(
            cellClass(lit.has(0)),
            'row-span-3 bg-emerald-600 hover:brightness-110',
            winning === 0 && 'ring-4 ring-gold',
          )}
          style={{ gridColumn: 1, gridRow: '1 / span 3' }}
        >
          0
          {stackOn({ type: 'straight', numbers: [0] }) !== undefined && (
            <Chip units={stackOn({ type: 'straight', numbers: [0] }) ?? 0n} className="absolute" />
          )}
        </button>

        <div
          className="relative grid grid-cols-12 grid-rows-3 gap-1"
          style={{ gridColumn: '2 / span 12', gridRow: '1 / span 3' }}
        >
          {NUMBERS.map((n) => (
            <button
              key={n}
              {...spotProps({ type: 'straight', numbers: [n] }, t('number', { n }))}
              className={cn(
                cellClass(lit.has(n)),
                'h-11 hover:brightness-125 md:h-12',
                numberTone(n),
                winning === n && 'ring-4 ring-gold',
              )}
              style={{ gridColumn: columnOf(n) + 1, gridRow: rowOf(n) + 1 }}
            >
              {n}
            </button>
          ))}
          {NUMBERS.map((n) => {
            const units = stackOn({ type: 'straight', numbers: [n] });
            if (units === undefined) return null;
            const { x, y } = cellCentre(n);
            return (
              <span
                key={`chip-${n}`}
                className="pointer-events-none absolute -translate-x-1/2 -translate-y-1/2"
                style={{ left: `${x}%`, top: `${y}%` }}
              >
                <Chip units={units} />
              </span>
            );
          })}
          {EDGE_SPOTS.map((place) => {
            const key = rouletteSpotKey(place.spot);
            const units = stacks.get(key);
            return (
              <button
                key={key}
                {...spotProps(
                  place.spot,
                  t(`bets.${place.spot.type}`) + ' ' + rouletteCovered(place.spot).join('-'),
                )}
                className="group absolute z-10 -translate-x-1/2 -translate-y-1/2 rounded-full disabled:cursor-not-allowed"
                style={{
                  left: `${place.x}%`,
                  top: `${place.y}%`,
                  width: `${place.w}%`,
                  height: `${place.h}%`,
                  minWidth: 12,
                  minHeight: 12,
                }}
              >
                {units !== undefined ? (
                  <span className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2">
                    <Chip units={units} />
                  </span>
                ) : (
                  <span className="absolute inset-0 m-auto size-2.5 rounded-full bg-white/0 transition-colors group-hover:bg-white/70" />
                )}
              </button>
            );
          })}
        </div>

        {[1, 2, 3].map((index) => (
          <div
            key={`column-${index}`}
            style={{ gridColumn: 14, gridRow: 4 - index }}
            className="flex"
          >
            {outside({ type: 'column', index }, t('bets.columnLabel'), 'h-auto w-full')}
          </div>
        ))}

        {[1, 2, 3].map((index) => (
          <div
            key={`dozen-${index}`}
            style={{ gridColumn: `${2 + (index - 1) * 4} / span 4`, gridRow: 4 }}
            className="flex"
          >
            {outside({ type: 'dozen', index }, t(`bets.dozen${index}` as 'bets.dozen1'), 'w-full')}
          </div>
        ))}

        {(
          [
            ['low', '1–18'],
            ['even', t('bets.even')],
            ['red', t('bets.red')],
            ['black', t('bets.black')],
            ['odd', t('bets.odd')],
            ['high', '19–36'],
          ] as const
        ).map(([type, label], i) => (
          <div
            key={type}
            style={{ gridColumn: `${2 + i * 2} / span 2`, gridRow: 5 }}
            className="flex"
          >
            {outside(
              { type },
              label,
              cn(
                'w-full',
                type === 'red' && 'bg-rose-600 hover:bg-rose-500',
                type === 'black' && 'bg-ink-950 hover:bg-ink-800',
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
