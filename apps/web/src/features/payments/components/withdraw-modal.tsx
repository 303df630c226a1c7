import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  ASSETS,
  assetNetwork,
  NETWORKS,
  parseAssetAmount,
  receivedAmount,
  WITHDRAW_AFTER_CONVERSION_MS,
  WITHDRAW_MAX_FACTOR,
  WITHDRAW_MIN_USD,
  WITHDRAWAL_TOAST_MS,
  type AssetInfo,
  type Language,
  type NetworkId,
} from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useWalletBalance } from '@/features/wallet/api/get-balance';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { decimalToUnits, formatUsd } from '@/lib/formatters';
import { usePaymentsConfig } from '../api/get-payments-config';
import { convertFreebets, useRequestWithdrawal } from '../api/request-withdrawal';
import { useSyncedAmounts } from '../hooks/use-synced-amounts';
import { assetFromParam, sanitizeCryptoInput } from '../payment-format';
import { preferredNetwork, unavailableNetworks } from '../network-availability';
import { usePaymentsModalStore } from '../payments-modal-store';
import { AssetNetworkPicker } from './asset-network-picker';
import { NetworkUnavailableNotice } from './network-unavailable-notice';
import { WithdrawStanding } from './withdraw-standing';
import { WithdrawSummary } from './withdraw-summary';

const WITHDRAWABLE = ASSETS.filter((asset) => asset.networks.some((on) => on.withdrawable));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Withdraw modal (document 2 sections 5, 6, 8, 9). */
export function WithdrawModal({
  initialCurrency,
  onClose,
}: {
  initialCurrency: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language as Language;
  const { data: user } = useCurrentUser();
  const { data: balance } = useWalletBalance();
  const openDetail = usePaymentsModalStore((s) => s.openDetail);
  const [asset, setAsset] = useState<AssetInfo>(() => assetFromParam(initialCurrency, true));
  const withdrawable = asset.networks.filter((on) => on.withdrawable);
  const [network, setNetwork] = useState<NetworkId>(withdrawable[0]!.network);
  const on = assetNetwork(asset, network) ?? withdrawable[0]!;
  const info = NETWORKS[on.network];
  const unavailable = unavailableNetworks(usePaymentsConfig().data);
  const isUnavailable = unavailable.includes(on.network);
  const [address, setAddress] = useState('');
  const [tag, setTag] = useState('');
  const [code, setCode] = useState('');
  const [isConfirmingFreebets, setConfirmingFreebets] = useState(false);
  const [isConverting, setConverting] = useState(false);
  const amounts = useSyncedAmounts(asset.symbol, on.decimals);
  const withdraw = useRequestWithdrawal();

  const units = (() => {
    try {
      return parseAssetAmount(amounts.crypto || '0', on.decimals);
    } catch {
      return null;
    }
  })();
  const fee = parseAssetAmount(on.withdrawFee, on.decimals);
  const received = units === null ? 0n : receivedAmount(units, fee);
  const freebets = balance ? decimalToUnits(balance.freebets) : 0n;
  // The "must be above $5" note goes once the amount is above it (document 2 section 5).
  const isAboveMinimum = decimalToUnits(amounts.usd || '0') > decimalToUnits(WITHDRAW_MIN_USD);
  const isBusy = withdraw.isPending || isConverting;

  const chooseAsset = (next: AssetInfo) => {
    setAsset(next);
    setNetwork(
      preferredNetwork(
        next,
        unavailable,
        next.networks.filter((item) => item.withdrawable).map((item) => item.network),
      ),
    );
    setTag('');
    amounts.reset();
  };

  const onMax = () => {
    if (!balance) return;
    const max =
      (decimalToUnits(balance.credits) * WITHDRAW_MAX_FACTOR.numerator) /
      WITHDRAW_MAX_FACTOR.denominator;
    const cents = max / 1_000_000n;
    amounts.setUsd(`${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`);
  };

  const send = async () => {
    try {
      const result = await withdraw.mutateAsync({
        asset: asset.symbol,
        network: on.network,
        address: address.trim(),
        assetAmount: amounts.crypto,
        fiatAmount: 0,
        ...(info.tag && tag.trim() ? { tag: tag.trim() } : {}),
        ...(user?.twoFactorEnabled ? { twoFactorCode: code.trim() } : {}),
      });
      onClose();
      toast.success(t('withdraw.submitted'), {
        description: t('withdraw.submittedDetail'),
        duration: WITHDRAWAL_TOAST_MS,
        action: {
          label: t('withdraw.view'),
          onClick: () => openDetail('withdrawal', result.withdrawal.id),
        },
      });
    } catch (error) {
      showError(error);
    }
  };

  const showError = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : null;
    switch (code) {
      case 'FIELDS_REQUIRED':
        return toast.error(t('withdraw.fillAllFields'));
      case 'WITHDRAW_MINIMUM':
        return toast.error(error instanceof ApiError ? error.message : t('withdraw.lessThanMin'));
      case 'EMAIL_NOT_VERIFIED':
        return toast.error(t('withdraw.verifyEmail'));
      case 'INVALID_WALLET_ADDRESS':
        return toast.error(t('withdraw.invalidAddress'));
      case 'INVALID_2FA_CODE':
        return toast.error(t('withdraw.invalidTwoFactor'));
      case 'WAGER_REQUIREMENT':
        return toast.error(t('withdraw.wager'), { description: t('withdraw.wagerDetail') });
      case 'WITHDRAW_INSUFFICIENT_FUNDS':
        return toast.error(t('withdraw.stupid'));
      case 'FREEBETS_NOT_CONVERTED':
        return setConfirmingFreebets(true);
      case 'PRICES_UNAVAILABLE':
        return toast.error(t('withdraw.pricesUnavailable'));
      case 'NETWORK_UNAVAILABLE':
        return toast.error(t('common.networkUnavailable', { network: info.name }));
      default:
        return toast.error(
          error instanceof ApiError && error.status === 400 ? error.message : t('withdraw.failed'),
        );
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy || isUnavailable) return;
    if (!address.trim() || !amounts.crypto || units === null || units === 0n) {
      return toast.error(t('withdraw.fillAllFields'));
    }
    if (freebets > 0n) return setConfirmingFreebets(true);
    void send();
  };

  /** The irreversible confirmation: free bets are given up, the withdrawal runs 750 ms later. */
  const confirmFreebets = async () => {
    setConverting(true);
    try {
      await convertFreebets();
      await sleep(WITHDRAW_AFTER_CONVERSION_MS);
      setConfirmingFreebets(false);
      await send();
    } catch (error) {
      showError(error);
    } finally {
      setConverting(false);
    }
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('withdraw.title')}
      closeLabel={t('common.close')}
      testId="withdraw-modal"
      className="w-[min(calc(100vw-24px),480px)]"
    >
      {isConfirmingFreebets ? (
        <div className="space-y-4" data-testid="withdraw-freebets-confirm">
          <h3 className="font-bold">{t('withdraw.freebetsTitle')}</h3>
          <p className="text-sm text-fog">
            {t('withdraw.freebetsBody', { amount: formatUsd(balance?.freebets ?? '0', language) })}
          </p>
          <div className="flex flex-col gap-2 xs:flex-row">
            <Button
              data-testid="withdraw-freebets-accept"
              disabled={isBusy}
              onClick={() => void confirmFreebets()}
            >
              {isBusy && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
              {t('withdraw.freebetsConfirm')}
            </Button>
            <Button variant="ghost" disabled={isBusy} onClick={() => setConfirmingFreebets(false)}>
              {t('withdraw.freebetsCancel')}
            </Button>
          </div>
        </div>
      ) : (
        <form className="space-y-4" onSubmit={onSubmit} noValidate>
          <WithdrawStanding onLeave={onClose} />
          <AssetNetworkPicker
            idPrefix="withdraw"
            assets={WITHDRAWABLE}
            asset={asset}
            network={on.network}
            networks={withdrawable.map((item) => item.network)}
            unavailable={unavailable}
            onAssetChange={chooseAsset}
            onNetworkChange={(next) => {
              setNetwork(next);
              setTag('');
            }}
          />
          {isUnavailable && <NetworkUnavailableNotice network={on.network} />}
          <Field id="withdraw-address" label={t('withdraw.address')}>
            <Input
              id="withdraw-address"
              data-testid="withdraw-address"
              autoComplete="off"
              spellCheck={false}
              placeholder={t('withdraw.addressPlaceholder', { asset: asset.symbol })}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
            />
          </Field>
          {info.tag && (
            <Field
              id="withdraw-tag"
              label={t('withdraw.tag', {
                label: info.tag.kind === 'memo' ? t('deposit.memo') : t('deposit.destinationTag'),
              })}
            >
              <Input
                id="withdraw-tag"
                data-testid="withdraw-tag"
                autoComplete="off"
                inputMode={info.tag.numeric ? 'numeric' : 'text'}
                value={tag}
                onChange={(event) =>
                  setTag(
                    info.tag?.numeric ? event.target.value.replace(/\D/g, '') : event.target.value,
                  )
                }
              />
            </Field>
          )}
          <div className="space-y-1.5">
            <div className="flex items-end justify-between gap-2">
              <span className="text-xs font-semibold text-fog">{t('withdraw.amount')}</span>
              <span className="text-xs text-fog" data-testid="withdraw-available">
                {balance ? (
                  t('withdraw.available', { amount: formatUsd(balance.credits, language) })
                ) : (
                  <Skeleton className="h-3 w-20" />
                )}
              </span>
            </div>
            <div className="grid grid-cols-[1fr_1fr_auto] gap-2">
              <Input
                aria-label={t('deposit.cryptoAmount', { asset: asset.symbol })}
                data-testid="withdraw-crypto"
                inputMode="decimal"
                autoComplete="off"
                placeholder={`0 ${asset.symbol}`}
                value={amounts.crypto}
                onChange={(event) => amounts.setCrypto(sanitizeCryptoInput(event.target.value))}
              />
              <Input
                aria-label={t('deposit.usdAmount')}
                data-testid="withdraw-usd"
                inputMode="decimal"
                autoComplete="off"
                placeholder="$0.00"
                value={amounts.usd}
                onChange={(event) => amounts.setUsd(sanitizeCryptoInput(event.target.value))}
              />
              <Button
                variant="secondary"
                data-testid="withdraw-max"
                onClick={onMax}
                disabled={!balance}
              >
                {t('withdraw.max')}
              </Button>
            </div>
          </div>
          {user?.twoFactorEnabled && (
            <Field id="withdraw-2fa" label={t('withdraw.twoFactor')}>
              <Input
                id="withdraw-2fa"
                data-testid="withdraw-2fa"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={8}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              />
            </Field>
          )}
          <WithdrawSummary symbol={asset.symbol} on={on} received={received} />
          {!isAboveMinimum && (
            <p
              data-testid="withdraw-minimum"
              className={cn('text-xs', amounts.usd ? 'text-amber-300' : 'text-fog')}
            >
              {t('withdraw.minimum', { amount: formatUsd(WITHDRAW_MIN_USD, language) })}
            </p>
          )}
          <Button
            type="submit"
            size="lg"
            className="w-full"
            data-testid="withdraw-submit"
            disabled={isBusy || isUnavailable}
          >
            {isBusy && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            {isBusy ? t('withdraw.submitting') : t('withdraw.submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
