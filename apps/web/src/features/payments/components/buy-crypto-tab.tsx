import { Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSETS, assetNetwork, NETWORKS, type AssetInfo, type NetworkId } from '@tengu/shared';
import type { PaymentsConfig } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDepositAddress } from '../api/deposit-address';
import { buyCryptoUrl, hasPlaceholders } from '../buy-crypto-url';
import { preferredNetwork, unavailableNetworks } from '../network-availability';
import { assetFromParam } from '../payment-format';
import { AssetNetworkPicker } from './asset-network-picker';
import { NetworkUnavailableNotice } from './network-unavailable-notice';

/**
 * Buy Crypto (spec document 1 section 2; issue 19): the operator's on-ramp widget, opened on the
 * player's own deposit address for the chosen currency and network (BUY_CRYPTO_URL is a template,
 * buy-crypto-url.ts), or a clear explanation when none is configured.
 */
export function BuyCryptoTab({
  initialCurrency,
  config,
  isLoading,
}: {
  initialCurrency: string;
  config: PaymentsConfig | undefined;
  isLoading: boolean;
}) {
  const { t } = useTranslation('payments');
  if (isLoading) return <Skeleton className="h-72 w-full" />;
  const template = config?.buyCryptoUrl ?? null;
  if (!template) {
    return (
      <div
        data-testid="buy-crypto-unavailable"
        className="flex gap-3 rounded-[var(--radius-control)] border border-ink-600 bg-ink-900 p-4 text-sm text-fog"
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <div className="space-y-1">
          <p className="font-semibold text-white">{t('deposit.buyNotConfiguredTitle')}</p>
          <p>{t('deposit.buyNotConfigured')}</p>
        </div>
      </div>
    );
  }
  if (!hasPlaceholders(template)) return <BuyFrame url={template} />;
  return <PrefilledBuy template={template} initialCurrency={initialCurrency} config={config} />;
}

function BuyFrame({ url }: { url: string }) {
  const { t } = useTranslation('payments');
  return (
    <iframe
      data-testid="buy-crypto-frame"
      title={t('deposit.buyFrameTitle')}
      src={url}
      className="h-[560px] max-h-[70dvh] w-full rounded-[var(--radius-control)] border-0 bg-white"
      allow="payment; clipboard-write; camera"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
    />
  );
}

/** The widget for one currency and network, filled with the player's deposit address. */
function PrefilledBuy({
  template,
  initialCurrency,
  config,
}: {
  template: string;
  initialCurrency: string;
  config: PaymentsConfig | undefined;
}) {
  const { t } = useTranslation('payments');
  const unavailable = unavailableNetworks(config);
  const [asset, setAsset] = useState<AssetInfo>(() => assetFromParam(initialCurrency));
  const [network, setNetwork] = useState<NetworkId>(() => preferredNetwork(asset, unavailable));
  const on = assetNetwork(asset, network) ?? asset.networks[0]!;
  const isUnavailable = unavailable.includes(on.network);
  const address = useDepositAddress(asset.nick, on.network, !isUnavailable);
  const url =
    address.data &&
    buyCryptoUrl(template, {
      address: address.data.wallet,
      tag: address.data.memo,
      currency: asset.symbol,
      network: on.network,
    });

  return (
    <div className="space-y-4">
      <AssetNetworkPicker
        idPrefix="buy"
        assets={ASSETS}
        asset={asset}
        network={on.network}
        networks={asset.networks.map((item) => item.network)}
        unavailable={unavailable}
        onAssetChange={(next) => {
          setAsset(next);
          setNetwork(preferredNetwork(next, unavailable));
        }}
        onNetworkChange={setNetwork}
      />
      {isUnavailable ? (
        <NetworkUnavailableNotice network={on.network} />
      ) : address.isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : address.isError || !url ? (
        <div
          className="space-y-2 rounded-[var(--radius-control)] bg-ink-900 p-4 text-sm"
          role="alert"
        >
          <p className="text-red-400">{t('deposit.addressFailed')}</p>
          <Button size="sm" variant="secondary" onClick={() => void address.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <>
          <p className="flex gap-2 text-xs text-fog" data-testid="buy-crypto-prefilled">
            <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            {t('deposit.buyPrefilled', { asset: asset.symbol, network: NETWORKS[on.network].name })}
          </p>
          <BuyFrame url={url} />
        </>
      )}
    </div>
  );
}
