import { AlertTriangle, Info, RefreshCw } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  ASSETS,
  assetNetwork,
  NETWORKS,
  type AssetInfo,
  type NetworkId,
  type PaymentsConfig,
} from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { CopyField } from '@/components/ui/copy-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useRgRefusalText } from '@/features/responsible-gambling/model/use-rg-refusal-text';
import { ApiError } from '@/lib/api-client';
import { useDepositAddress, useNewDepositAddress } from '../api/deposit-address';
import { useSyncedAmounts } from '../hooks/use-synced-amounts';
import { assetFromParam, sanitizeCryptoInput } from '../payment-format';
import { instantDepositTarget, solanaInstantDeposit } from '../instant-deposit-target';
import { preferredNetwork, unavailableNetworks } from '../network-availability';
import { AssetNetworkPicker } from './asset-network-picker';
import { NetworkUnavailableNotice } from './network-unavailable-notice';
import { SolanaWalletConnect } from './solana-wallet-connect';
import { WalletConnect } from './wallet-connect';

/** The Deposit tab: currency and network, the address with QR and memo, amounts, wallet. */
export function DepositTab({
  initialCurrency,
  config,
  isConfigPending = false,
}: {
  initialCurrency: string;
  config: PaymentsConfig | undefined;
  /** While the config loads, which networks are unavailable is unknown: no address is asked. */
  isConfigPending?: boolean;
}) {
  const { t } = useTranslation('payments');
  const rgRefusalText = useRgRefusalText();
  const [asset, setAsset] = useState<AssetInfo>(() => assetFromParam(initialCurrency));
  const unavailable = unavailableNetworks(config);
  const [network, setNetwork] = useState<NetworkId>(asset.defaultNetwork);
  const on = assetNetwork(asset, network) ?? asset.networks[0]!;
  const info = NETWORKS[on.network];
  const isUnavailable = unavailable.includes(on.network);
  const address = useDepositAddress(asset.nick, on.network, !isConfigPending && !isUnavailable);
  const newAddress = useNewDepositAddress();
  const amounts = useSyncedAmounts(asset.symbol, on.decimals);

  const chooseAsset = (next: AssetInfo) => {
    setAsset(next);
    setNetwork(preferredNetwork(next, unavailable));
    amounts.reset();
  };

  const requestNewAddress = () => {
    newAddress.mutate(
      { currency: asset.nick, network: on.network },
      {
        onSuccess: () =>
          toast.warning(t('deposit.addressChanged'), {
            description: t('deposit.addressChangedDetail'),
          }),
        onError: () => toast.error(t('deposit.newAddressFailed')),
      },
    );
  };

  const tagLabel = info.tag?.kind === 'memo' ? t('deposit.memo') : t('deposit.destinationTag');
  const isSimulated = config?.simulatedNetworks.includes(on.network) ?? false;

  return (
    <div className="space-y-4">
      <AssetNetworkPicker
        idPrefix="deposit"
        assets={ASSETS}
        asset={asset}
        network={on.network}
        networks={asset.networks.map((item) => item.network)}
        unavailable={unavailable}
        onAssetChange={chooseAsset}
        onNetworkChange={(next) => {
          setNetwork(next);
          amounts.reset();
        }}
      />

      {config?.developmentMode && (
        <p
          data-testid="deposit-development-mode"
          className="flex gap-2 rounded-[var(--radius-control)] border border-amber-500/40 bg-amber-500/10 p-3 text-xs text-amber-200"
        >
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
          {isSimulated ? t('common.simulatedNetwork') : t('common.developmentMode')}
        </p>
      )}

      {isUnavailable ? (
        <NetworkUnavailableNotice network={on.network} />
      ) : address.isPending ? (
        <div className="flex gap-4">
          <Skeleton className="size-32 shrink-0" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-11 w-full" />
          </div>
        </div>
      ) : address.isError ? (
        <div
          className="space-y-2 rounded-[var(--radius-control)] bg-ink-900 p-4 text-sm"
          role="alert"
        >
          {/* A cool-off, self-exclusion or deposit limit (ADR 050): the player's own reason. */}
          {address.error instanceof ApiError && address.error.code.startsWith('RG_') ? (
            <p data-testid="deposit-refused" className="text-red-400">
              {rgRefusalText(address.error) ?? address.error.message}
            </p>
          ) : (
            <>
              <p className="text-red-400">{t('deposit.addressFailed')}</p>
              <Button size="sm" variant="secondary" onClick={() => void address.refetch()}>
                {t('common.retry')}
              </Button>
            </>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-4 xs:flex-row xs:items-start">
          <div
            className="mx-auto shrink-0 rounded-[var(--radius-control)] bg-white p-2"
            data-testid="deposit-qr"
          >
            <QRCodeSVG
              value={address.data.wallet}
              size={128}
              role="img"
              aria-label={t('deposit.qrLabel')}
            />
          </div>
          <div className="min-w-0 flex-1 space-y-3">
            <CopyField
              id="deposit-address"
              label={t('deposit.address', { asset: asset.symbol })}
              value={address.data.wallet}
              copyLabel={t('common.copy')}
              copiedLabel={t('common.copied')}
            />
            {address.data.memo && (
              <>
                <CopyField
                  id="deposit-memo"
                  label={tagLabel}
                  value={address.data.memo}
                  copyLabel={t('common.copy')}
                  copiedLabel={t('common.copied')}
                />
                <p
                  className="text-xs font-semibold text-amber-300"
                  data-testid="deposit-tag-warning"
                >
                  {t('deposit.tagWarning', { label: tagLabel })}
                </p>
              </>
            )}
            <Button
              size="sm"
              variant="secondary"
              data-testid="deposit-new-address"
              disabled={newAddress.isPending}
              onClick={requestNewAddress}
            >
              <RefreshCw
                aria-hidden="true"
                className={newAddress.isPending ? 'size-3.5 animate-spin' : 'size-3.5'}
              />
              {t('deposit.newAddress')}
            </Button>
          </div>
        </div>
      )}

      {!isUnavailable && (
        <>
          <ul className="space-y-1 text-xs text-fog">
            <li className="flex gap-2">
              <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              {t('deposit.onlySend', { asset: asset.symbol, network: info.name })}
            </li>
            {on.showMinDeposit && (
              <li data-testid="deposit-minimum" className="font-semibold text-white">
                {t('deposit.minimum', { amount: on.minDeposit, asset: asset.symbol })}
              </li>
            )}
            <li>{t('deposit.confirmations', { count: info.confirmations })}</li>
            {asset.symbol === 'BTC' && (
              <li data-testid="deposit-ordinals">{t('deposit.ordinals')}</li>
            )}
          </ul>

          <div className="grid grid-cols-2 gap-2">
            <div className="space-y-1.5">
              <label htmlFor="deposit-crypto" className="block text-xs font-semibold text-fog">
                {t('deposit.cryptoAmount', { asset: asset.symbol })}
              </label>
              <Input
                id="deposit-crypto"
                data-testid="deposit-crypto"
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={amounts.crypto}
                onChange={(event) => amounts.setCrypto(sanitizeCryptoInput(event.target.value))}
              />
            </div>
            <div className="space-y-1.5">
              <label htmlFor="deposit-usd" className="block text-xs font-semibold text-fog">
                {t('deposit.usdAmount')}
              </label>
              <Input
                id="deposit-usd"
                data-testid="deposit-usd"
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={amounts.usd}
                onChange={(event) => amounts.setUsd(sanitizeCryptoInput(event.target.value))}
              />
            </div>
          </div>
        </>
      )}

      {info.family === 'evm' && address.data && !isUnavailable && (
        <WalletConnect
          on={on}
          asset={asset.symbol}
          networkName={info.name}
          depositAddress={address.data.wallet}
          cryptoAmount={amounts.crypto}
          target={instantDepositTarget(config, asset.symbol, on)}
        />
      )}
      {info.family === 'solana' && address.data && (
        <SolanaWalletConnect
          asset={asset.symbol}
          cryptoAmount={amounts.crypto}
          available={solanaInstantDeposit(config, asset.symbol)}
        />
      )}
    </div>
  );
}
