import { Bomb, Gem } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type enGames from '@/locales/en/games.json';
import type { VerifyResult } from '../verify';
import { BlackjackOutcome } from './blackjack-outcome';
import { CoinflipOutcome, DojoDashOutcome, TowersOutcome } from './multi-step-outcomes';
import { CasesOutcome, KenoOutcome, RouletteOutcome } from './originals-outcomes';

type LootboxPrizeName = keyof (typeof enGames)['verify']['lootboxPrizes'];

/** Draws a verified outcome the way the game shows it. */
export function OutcomeView({ result }: { result: VerifyResult }) {
  const { t } = useTranslation('games');
  switch (result.game) {
    case 'dice':
      return (
        <div data-testid="verify-result" data-value={result.value.result} className="space-y-3">
          <p className="text-center text-3xl font-bold tabular-nums">
            {result.value.result.toFixed(2)}
          </p>
          <div className="relative h-3 rounded-full bg-gradient-to-r from-ink-600 to-accent">
            <span
              className="absolute top-1/2 size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-accent rtl:translate-x-1/2"
              style={{ insetInlineStart: `${result.value.result}%` }}
            />
          </div>
        </div>
      );
    case 'limbo':
      return (
        <p
          data-testid="verify-result"
          data-value={result.value.result}
          className="text-center text-4xl font-bold text-emerald-400 tabular-nums"
        >
          {result.value.result.toFixed(2)}×
        </p>
      );
    case 'plinko':
      return <PlinkoPathView path={result.value.path} bucket={result.value.bucket} />;
    case 'coinflip':
      return <CoinflipOutcome outcomes={result.value.outcomes} />;
    case 'towers':
      return <TowersOutcome levels={result.value.levels} difficulty={result.difficulty} />;
    case 'dojo-dash':
      return <DojoDashOutcome {...result.value} difficulty={result.difficulty} />;
    case 'blackjack':
      return <BlackjackOutcome cards={result.value.cards} />;
    case 'keno':
      return <KenoOutcome drawn={result.value.drawn} />;
    case 'roulette':
      return <RouletteOutcome pocket={result.value.result} />;
    case 'cases':
      return <CasesOutcome float={result.value.float} caseId={result.caseId} />;
    case 'lootbox':
      return (
        <p
          data-testid="verify-result"
          data-value={result.value.name}
          className="text-center text-2xl font-bold text-gold"
        >
          {t(`verify.lootboxPrizes.${result.value.name as LootboxPrizeName}`)}
        </p>
      );
    case 'mines': {
      const mines = new Set(result.value.mines);
      return (
        <div
          data-testid="verify-result"
          data-value={result.value.mines.join(',')}
          aria-label={t('verify.minesAt', {
            tiles: result.value.mines.map((m) => m + 1).join(', '),
          })}
          className="mx-auto grid w-56 grid-cols-5 gap-1.5"
        >
          {Array.from({ length: 25 }, (_, tile) => (
            <span
              key={tile}
              className={cn(
                'flex aspect-square items-center justify-center rounded-md',
                mines.has(tile) ? 'bg-red-500/20 text-red-400' : 'bg-ink-600 text-emerald-400',
              )}
            >
              {mines.has(tile) ? <Bomb className="size-4" /> : <Gem className="size-4" />}
            </span>
          ))}
        </div>
      );
    }
  }
}

function PlinkoPathView({ path, bucket }: { path: number[]; bucket: number }) {
  const rows = path.length;
  const width = 240;
  const step = width / (rows + 2);
  const points: [number, number][] = [[width / 2, step / 2]];
  let x = width / 2;
  path.forEach((dir, row) => {
    x += (dir === 1 ? 1 : -1) * (step / 2);
    points.push([x, step * (row + 1.5)]);
  });
  return (
    <svg
      data-testid="verify-result"
      data-value={bucket}
      viewBox={`0 0 ${width} ${step * (rows + 2)}`}
      className="mx-auto w-60"
      // A drawing: pegs left to right regardless of the text direction.
      direction="ltr"
    >
      {Array.from({ length: rows }, (_, row) =>
        Array.from({ length: row + 3 }, (_, peg) => (
          <circle
            key={`${row}-${peg}`}
            cx={width / 2 + (peg - (row + 2) / 2) * step}
            cy={step * (row + 1)}
            r={2}
            className="fill-ink-500"
          />
        )),
      )}
      <polyline
        points={points.map((p) => p.join(',')).join(' ')}
        className="fill-none stroke-accent"
        strokeWidth={2}
      />
      <circle cx={x} cy={step * (rows + 0.5)} r={5} className="fill-accent" />
    </svg>
  );
}
