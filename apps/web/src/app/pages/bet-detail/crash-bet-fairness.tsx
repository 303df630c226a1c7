import type { BetFairness } from '@tengu/shared';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '@/features/fairness/components/copy-field';

/**
 * A crash bet's fairness: its round comes from the pre-committed hash chain, not the player's
 * seeds (issue 7). The round's game hash and the public salt reproduce the crash point with
 * `tengu-verify crash --opts '{"hash":…,"salt":…}'`; the server's own check is shown.
 */
export function CrashBetFairness({ fairness }: { fairness: BetFairness }) {
  const { t } = useTranslation('games');
  const opts = fairness.opts ?? {};
  const hash = typeof opts['hash'] === 'string' ? opts['hash'] : '';
  const salt = typeof opts['salt'] === 'string' ? opts['salt'] : '';
  const point = fairness.solved?.['result'];
  return (
    <div data-testid="bet-fairness-crash" className="space-y-3">
      <CopyField id="crash-bet-hash" label={t('betDetail.crashHash')} value={hash} />
      <CopyField id="crash-bet-salt" label={t('betDetail.crashSalt')} value={salt} />
      {typeof point === 'number' && (
        <p className="flex items-center gap-2 rounded-[var(--radius-control)] bg-ink-900 px-3 py-2 text-sm">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-400" />
          <span>{t('betDetail.crashVerified', { point: point.toFixed(2) })}</span>
        </p>
      )}
      <p className="font-mono text-xs break-all text-fog" dir="ltr">
        {`npx tengu-verify crash --opts '${JSON.stringify({ hash, salt })}'`}
      </p>
    </div>
  );
}
