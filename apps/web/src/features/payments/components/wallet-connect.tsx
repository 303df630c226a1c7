import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { parseAssetAmount, type AssetNetwork } from '@tengu/shared';
import { depositTransaction, ensureChain, useInjectedWallet } from '../hooks/use-injected-wallet';
import type { InstantDepositTarget } from '../instant-deposit-target';
import { verifyWalletDeposit, WalletPanel } from './wallet-panel';
import { useState } from 'react';

export interface WalletConnectProps {
  on: AssetNetwork;
  /** The asset's symbol ("USDT"). */
  asset: string;
  networkName: string;
  depositAddress: string;
  cryptoAmount: string;
  /**
   * The chain and contract the server watches for this asset (instant-deposit-target.ts): null
   * when it watches none (nothing is sent), undefined while the config loads.
   */
  target: InstantDepositTarget | null | undefined;
}

/**
 * Instant deposit from an injected EIP-1193 wallet (spec document 1 section 2): states no wallet,
 * has wallet, connecting, connected, disconnecting; it needs a connected wallet and an amount.
 */
export function WalletConnect(props: WalletConnectProps) {
  const { t } = useTranslation('payments');
  const wallet = useInjectedWallet();
  const [isSending, setSending] = useState(false);

  const { target } = props;
  const send = async () => {
    if (!target) return;
    if (!wallet.provider || wallet.state !== 'connected' || !wallet.account) {
      return toast.error(t('wallet.needWallet'));
    }
    let amount: bigint;
    try {
      amount = parseAssetAmount(props.cryptoAmount || '0', props.on.decimals);
    } catch {
      amount = 0n;
    }
    if (amount <= 0n) return toast.error(t('wallet.needAmount'));
    setSending(true);
    try {
      if (!(await ensureChain(wallet.provider, target.chainId))) {
        return toast.error(t('wallet.wrongChain', { network: props.networkName }));
      }
      const txid = await wallet.provider.request({
        method: 'eth_sendTransaction',
        params: [
          depositTransaction({
            from: wallet.account,
            to: props.depositAddress,
            amount,
            contract: target.contract,
          }),
        ],
      });
      toast.success(t('wallet.sent'), { description: t('wallet.sentDetail') });
      if (typeof txid === 'string') void verifyWalletDeposit(t, props.on.network, txid);
    } catch (error) {
      const code = (error as { code?: number }).code;
      toast.error(code === 4001 ? t('wallet.rejected') : t('wallet.incomplete'), {
        description: code === 4001 ? undefined : t('wallet.failed'),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <WalletPanel
      state={wallet.state}
      account={wallet.account}
      noWalletText={t('wallet.noWallet')}
      unavailableText={t('wallet.unavailable', { asset: props.asset, network: props.networkName })}
      available={target === undefined ? undefined : target !== null}
      isSending={isSending}
      connect={wallet.connect}
      send={() => void send()}
      disconnect={() => void wallet.disconnect()}
    />
  );
}
