import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { buildWalletTransaction } from '../api/wallet-transaction';
import { useSolanaWallet } from '../hooks/use-solana-wallet';
import { verifyWalletDeposit, WalletPanel } from './wallet-panel';

export interface SolanaWalletConnectProps {
  /** The asset's symbol ("USDC", "SOL"). */
  asset: string;
  cryptoAmount: string;
  /** Whether the server watches this asset on a real Solana node; undefined while loading. */
  available: boolean | undefined;
}

/**
 * Instant deposit from an injected Solana wallet (spec document 1 section 2; issue 19): states
 * no wallet, has wallet, connecting, connected, disconnecting. The server builds the transfer to
 * the player's own deposit address, the wallet signs and sends it, and the deposit is verified
 * by its signature at once ('Error Verifying Deposit!' with the server's message otherwise).
 */
export function SolanaWalletConnect(props: SolanaWalletConnectProps) {
  const { t } = useTranslation('payments');
  const wallet = useSolanaWallet();
  const [isSending, setSending] = useState(false);

  const send = async () => {
    if (!props.available) return;
    if (wallet.state !== 'connected' || !wallet.account) return toast.error(t('wallet.needWallet'));
    const amount = props.cryptoAmount.trim();
    if (!/^\d+(\.\d+)?$/.test(amount) || Number(amount) <= 0) {
      return toast.error(t('wallet.needAmount'));
    }
    setSending(true);
    try {
      const built = await buildWalletTransaction({
        network: 'sol',
        asset: props.asset,
        amount,
        from: wallet.account,
      }).catch((error: unknown) => {
        toast.error(t('wallet.incomplete'), {
          description: error instanceof ApiError ? error.message : t('wallet.failed'),
        });
        return null;
      });
      if (!built) return;
      let signature: string;
      try {
        signature = await wallet.signAndSend(built.message);
      } catch (error) {
        const code = (error as { code?: number }).code;
        toast.error(code === 4001 ? t('wallet.rejected') : t('wallet.incomplete'), {
          description: code === 4001 ? undefined : t('wallet.failed'),
        });
        return;
      }
      toast.success(t('wallet.sent'), { description: t('wallet.sentDetail') });
      await verifyWalletDeposit(t, 'sol', signature);
    } finally {
      setSending(false);
    }
  };

  return (
    <WalletPanel
      kind="solana"
      state={wallet.state}
      account={wallet.account}
      noWalletText={t('wallet.noSolanaWallet')}
      unavailableText={t('wallet.unavailable', { asset: props.asset, network: 'Solana' })}
      available={props.available}
      isSending={isSending}
      connect={wallet.connect}
      send={() => void send()}
      disconnect={() => void wallet.disconnect()}
    />
  );
}
