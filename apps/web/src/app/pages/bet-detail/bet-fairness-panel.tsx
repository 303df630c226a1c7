import type { BetRecord } from '@tengu/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { VerifyForm } from '@/features/fairness/components/verify-tab';
import { useFairnessStore } from '@/features/fairness/store';
import { isVerifyGame } from '@/features/fairness/verify';
import { useBetFairness } from '@/features/bets/api/get-bet-fairness';
import { CrashBetFairness } from './crash-bet-fairness';
import { ProviderBetFairness } from './provider-bet-fairness';

/**
 * The bet detail's Fairness tab, composed here from the bets feature (the bet's seeds) and the
 * fairness feature (the verifier). Spec document 1 section 2: an empty server seed shows a
 * 'Change Seed' prompt; a nonce shows the verifier prefilled; otherwise 'No fairness data
 * available for this bet'. Crash bets show their round's hash and salt.
 */
export function BetFairnessPanel({
  bet,
  onChangeSeed,
}: {
  bet: BetRecord;
  onChangeSeed: () => void;
}) {
  const { t } = useTranslation('games');
  const { data, isPending } = useBetFairness(bet.id);
  const openFairness = useFairnessStore((s) => s.open);
  // A provider's round (issue 20): drawn by the provider, verified with its tools.
  if (bet.game === 'slots') return <ProviderBetFairness bet={bet} />;
  if (isPending) return <Skeleton className="h-40 w-full" />;
  const fairness = data ?? null;
  if (fairness?.game === 'crash') return <CrashBetFairness fairness={fairness} />;
  if (fairness && fairness.server_seed === '') {
    return (
      <div data-testid="bet-fairness-change-seed" className="space-y-3 text-center">
        <p className="text-sm text-fog">{t('betDetail.seedHidden')}</p>
        <p className="truncate font-mono text-xs" dir="ltr">
          {fairness.hashed_server_seed}
        </p>
        <Button
          className="w-full"
          onClick={() => {
            onChangeSeed();
            openFairness({ tab: 'seeds' });
          }}
        >
          {t('fairness.changeSeed')}
        </Button>
      </div>
    );
  }
  if (fairness && Number.isInteger(fairness.nonce) && isVerifyGame(fairness.game)) {
    const opts = fairness.opts ?? {};
    return (
      <div data-testid="bet-fairness-verifier">
        <VerifyForm
          game={fairness.game}
          prefill={{
            game: fairness.game,
            serverSeed: fairness.server_seed,
            clientSeed: fairness.client_seed,
            nonce: fairness.nonce,
            rows: typeof opts['rows'] === 'number' ? opts['rows'] : undefined,
            mines: typeof opts['mines'] === 'number' ? opts['mines'] : undefined,
            // Towers / dojo-dash: the difficulty the bet was played on (issue 6).
            difficulty:
              typeof (opts['difficulty'] ?? bet.details['difficulty']) === 'string'
                ? String(opts['difficulty'] ?? bet.details['difficulty'])
                : undefined,
            // Cases: the case the bet opened (issue 6).
            caseId: typeof bet.details['case'] === 'string' ? bet.details['case'] : undefined,
          }}
        />
      </div>
    );
  }
  return (
    <p data-testid="bet-fairness-none" className="py-8 text-center text-sm text-fog">
      {t('betDetail.noFairness')}
    </p>
  );
}
