import type { Game } from '@tengu/shared';
import { useTranslation } from 'react-i18next';

/** Under a provider game: RTP, volatility, max win, bonus buy, features and description. */
export function GameFacts({ game }: { game: Game }) {
  const { t, i18n } = useTranslation('provider-games');
  const number = (value: number, digits = 2) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);
  const volatility = game.volatility as 'low' | 'medium' | 'high' | 'very-high' | null;
  const facts: [label: string, value: string, testId: string][] = [
    [t('game.rtp'), game.rtp === null ? '—' : `${number(game.rtp)}%`, 'fact-rtp'],
    [
      t('game.volatility'),
      volatility ? t(`game.volatilityLevels.${volatility}`, { defaultValue: volatility }) : '—',
      'fact-volatility',
    ],
    [t('game.maxWin'), game.maxWinX === null ? '—' : `${number(game.maxWinX, 0)}×`, 'fact-max-win'],
    [
      t('game.bonusBuy'),
      game.bonusBuy
        ? t('game.bonusBuyPrice', { price: number(game.bonusBuy.priceX, 0) })
        : t('game.noBonusBuy'),
      'fact-bonus-buy',
    ],
  ];
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-[2fr_3fr]">
      <dl className="grid grid-cols-2 gap-2">
        {facts.map(([label, value, testId]) => (
          <div
            key={testId}
            className="rounded-[var(--radius-control)] bg-ink-800 p-3 ring-1 ring-ink-700"
          >
            <dt className="text-[11px] font-semibold tracking-wider text-fog uppercase">{label}</dt>
            <dd data-testid={testId} className="mt-1 text-lg font-bold text-white" dir="ltr">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="rounded-[var(--radius-card)] bg-ink-800 p-4 ring-1 ring-ink-700">
        {game.features.length > 0 && (
          <>
            <h2 className="mb-2 text-sm font-bold">{t('game.features')}</h2>
            <ul className="mb-4 flex flex-wrap gap-2" data-testid="game-features">
              {game.features.map((feature) => (
                <li
                  key={feature}
                  className="rounded-full bg-ink-700 px-3 py-1 text-xs text-white"
                  dir="ltr"
                >
                  {feature}
                </li>
              ))}
            </ul>
          </>
        )}
        {game.description && (
          <>
            <h2 className="mb-1 text-sm font-bold">{t('game.about')}</h2>
            <p className="text-sm leading-relaxed text-fog" dir="ltr">
              {game.description}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
