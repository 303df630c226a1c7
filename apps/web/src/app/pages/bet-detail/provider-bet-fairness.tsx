import type { BetRecord } from '@tengu/shared';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/lib/localized-link';

/**
 * A provider round's Fairness tab (issue 20): the provider drew it, not our seeds; the game's
 * own page (and the provider's tools) verify it.
 */
export function ProviderBetFairness({ bet }: { bet: BetRecord }) {
  const { t } = useTranslation('games');
  const provider = String(bet.details['provider_name'] ?? bet.details['provider'] ?? '');
  const slug = typeof bet.details['game_slug'] === 'string' ? bet.details['game_slug'] : null;
  return (
    <div data-testid="bet-fairness-provider" className="space-y-3 text-center">
      <ShieldCheck aria-hidden="true" className="mx-auto size-8 text-accent" />
      <p className="text-sm leading-relaxed text-fog">
        {t('betDetail.providerFairness', { game: bet.game_name, provider })}
      </p>
      <p className="truncate font-mono text-xs text-fog" dir="ltr">
        {String(bet.details['round'] ?? '')}
      </p>
      {slug && (
        <Button asChild className="w-full">
          <LocalizedLink to={`/casino/game/${slug}`}>
            {t('betDetail.openGame', { game: bet.game_name })}
          </LocalizedLink>
        </Button>
      )}
    </div>
  );
}
