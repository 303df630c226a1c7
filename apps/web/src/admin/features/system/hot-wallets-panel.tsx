import type { SystemHotWallets } from '@tengu/shared';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { DataTable } from '@/admin/components/data-table';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
import { EmptyState } from '@/admin/components/states';
import { useSystemHotWallets } from './api';

type Network = SystemHotWallets['networks'][number];
interface Row {
  key: string;
  network: Network;
  asset: Network['assets'][number] | null;
}

/** Networks with nothing on chain to read and nothing in the books: one summary line, not rows. */
const isQuiet = (n: Network) =>
  (n.status === 'unsupported' || n.status === 'no-adapter') && n.assets.length === 0;

/** One row per (network, asset); a network without assets still gets its status row. */
function rowsOf(data: SystemHotWallets): Row[] {
  return data.networks
    .filter((n) => !isQuiet(n))
    .flatMap((network): Row[] =>
      network.assets.length === 0
        ? [{ key: network.network, network, asset: null }]
        : network.assets.map((asset) => ({
            key: `${network.network}:${asset.asset}`,
            network,
            asset,
          })),
    );
}

/**
 * The hot wallets as the nodes report them now, beside what the books say the chain holds, and
 * the difference; a shortfall is red. A node that did not answer shows its error (ADR 048).
 */
export function HotWalletsPanel() {
  const { t } = useTranslation('admin');
  const wallets = useSystemHotWallets();
  return (
    <Panel title={t('system.hotWallets.title')} testId="system-hot-wallets">
      <QueryView
        query={wallets}
        isEmpty={(data) => data.networks.length === 0}
        emptyText={t('system.hotWallets.empty')}
      >
        {(data) => (
          <>
            {rowsOf(data).length === 0 ? (
              <EmptyState text={t('system.hotWallets.empty')} />
            ) : (
              <DataTable<Row>
                testId="system-hot-wallets-table"
                rows={rowsOf(data)}
                rowKey={(r) => r.key}
                columns={[
                  {
                    key: 'network',
                    header: t('system.chains.network'),
                    cell: (r) => r.network.network.toUpperCase(),
                    className: 'font-semibold',
                  },
                  {
                    key: 'asset',
                    header: t('system.hotWallets.asset'),
                    cell: (r) => r.asset?.asset ?? '—',
                  },
                  {
                    key: 'onChain',
                    header: t('system.hotWallets.onChain'),
                    cell: (r) => r.asset?.onChain ?? '—',
                    className: 'font-mono text-xs',
                  },
                  {
                    key: 'books',
                    header: t('system.hotWallets.books'),
                    cell: (r) => r.asset?.books ?? '—',
                    className: 'font-mono text-xs',
                  },
                  {
                    key: 'difference',
                    header: t('system.hotWallets.difference'),
                    cell: (r) =>
                      r.asset?.difference ? (
                        <span
                          data-testid={r.asset.shortfall ? 'hot-wallet-shortfall' : undefined}
                          className={cn(
                            'inline-flex items-center gap-1 font-mono text-xs',
                            r.asset.shortfall && 'font-bold text-red-300',
                          )}
                        >
                          {r.asset.shortfall && (
                            <AlertTriangle aria-hidden="true" className="size-3.5" />
                          )}
                          {r.asset.difference}
                          {r.asset.shortfall && (
                            <span className="sr-only">{t('system.hotWallets.shortfall')}</span>
                          )}
                        </span>
                      ) : (
                        '—'
                      ),
                  },
                  {
                    key: 'node',
                    header: t('system.hotWallets.node'),
                    cell: (r) => <NodeStatus network={r.network} />,
                  },
                ]}
              />
            )}
            {data.networks.some(isQuiet) && (
              <p
                className="border-t border-ink-700 px-4 py-2 text-xs text-fog"
                data-testid="hot-wallets-quiet"
              >
                {t('system.hotWallets.quiet', {
                  networks: data.networks
                    .filter(isQuiet)
                    .map((n) => n.network.toUpperCase())
                    .join(', '),
                })}
              </p>
            )}
            <p className="border-t border-ink-700 px-4 py-2 text-xs text-fog">
              {t('system.hotWallets.help')}
            </p>
          </>
        )}
      </QueryView>
    </Panel>
  );
}

function NodeStatus({ network }: { network: Network }) {
  const { t } = useTranslation('admin');
  switch (network.status) {
    case 'ok':
      return (
        <div className="text-xs">
          <span className="text-emerald-400">
            {t('system.hotWallets.height', { height: network.height })}
          </span>
          {network.address && (
            <div className="max-w-48 truncate font-mono text-fog" title={network.address}>
              {network.address}
            </div>
          )}
        </div>
      );
    case 'unavailable':
      return (
        <div className="max-w-64 text-xs text-red-300" data-testid="hot-wallet-unavailable">
          <span className="font-semibold">{t('system.hotWallets.unavailable')}</span>
          <div className="break-words">{network.error}</div>
        </div>
      );
    case 'no-hot-wallet':
      return <span className="text-xs text-fog">{t('system.hotWallets.noHotWallet')}</span>;
    case 'unsupported':
      return (
        <span className="text-xs text-fog">
          {t('system.hotWallets.unsupported', { adapter: network.adapter })}
        </span>
      );
    case 'no-adapter':
      return <span className="text-xs text-fog">{t('system.chains.unavailable')}</span>;
  }
}
