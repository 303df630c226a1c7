import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { cn } from '@/lib/cn';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { levelRewardGroups } from '../level-reward-groups';

const GROUPS = levelRewardGroups();

/** Level Rewards (document 2 sections 2 and 9): each level's reward, grouped VIP 1–4 … 35–40. */
export function LevelRewardsModal({ onOpenChange }: { onOpenChange: (isOpen: boolean) => void }) {
  const { t } = useTranslation('rewards');
  const language = currentLanguage();
  const level = useCurrentUser().data?.level ?? 0;
  return (
    <Modal
      isOpen
      onOpenChange={onOpenChange}
      title={t('levels.title')}
      description={t('levels.description')}
      closeLabel={t('close')}
      testId="level-rewards-modal"
    >
      <div className="space-y-3">
        {GROUPS.map((group) => (
          <section
            key={group.from}
            data-testid={`level-group-${group.from}-${group.to}`}
            className="overflow-hidden rounded-[var(--radius-control)] border border-ink-700"
          >
            <h3 className="bg-ink-700 px-3 py-1.5 text-xs font-bold tracking-wide text-gold uppercase">
              {t('levels.group', { from: group.from, to: group.to })}
            </h3>
            <table className="w-full text-sm">
              <thead className="sr-only">
                <tr>
                  <th>{t('levels.level')}</th>
                  <th>{t('levels.reward')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-700">
                {group.rows.map((row) => (
                  <tr key={row.level} className={cn(row.level === level && 'bg-accent/15')}>
                    <td className="px-3 py-1.5 text-fog">
                      {t('levels.level')} {row.level}
                    </td>
                    <td className="px-3 py-1.5 text-end font-semibold tabular-nums" dir="ltr">
                      {formatUsd(row.reward, language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
    </Modal>
  );
}
