import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NETWORKS, type NetworkId } from '@tengu/shared';

/** Why a network cannot be used here (no node connected), in place of its address or form. */
export function NetworkUnavailableNotice({ network }: { network: NetworkId }) {
  const { t } = useTranslation('payments');
  return (
    <p
      role="status"
      data-testid="network-unavailable"
      className="flex gap-2 rounded-[var(--radius-control)] border border-ink-600 bg-ink-900 p-3 text-sm text-fog"
    >
      <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-400" />
      {t('common.networkUnavailable', { network: NETWORKS[network].name })}
    </p>
  );
}
