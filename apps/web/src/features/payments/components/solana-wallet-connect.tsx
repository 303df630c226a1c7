import { Loader2, Unplug, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { verifySentDeposit } from '../api/verify-deposit';
import { buildWalletTransaction } from '../api/wallet-transaction';
import { useSolanaWallet } from '../hooks/use-solana-wallet';
import { shortAddress } from '../payment-format';

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

  const connect = async () => {
    try {
      await wallet.connect();
    } catch {
      toast.error(t('wallet.rejected'));
    }
  };

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
      await verify(signature);
    } finally {
      setSending(false);
    }
  };

  /** Asks the server to look at the transaction now, so the deposit shows up at once. */
  const verify = async (txid: string) => {
    try {
      const result = await verifySentDeposit({ network: 'sol', txid });
      if (!result.success) toast.error(t('wallet.verifyFailed'), { description: result.message });
    } catch (error) {
      toast.error(t('wallet.verifyFailed'), {
        description: error instanceof ApiError ? error.message : t('wallet.verifyUnreachable'),
      });
    }
  };

  return (
    <section
      data-testid="wallet-connect"
      data-wallet="solana"
      data-state={wallet.state}
      className="space-y-3 rounded-[var(--radius-control)] border border-ink-600 bg-ink-900/60 p-3"
    >
      <div className="flex items-center gap-2">
        <Wallet aria-hidden="true" className="size-4 text-accent" />
        <h3 className="text-sm font-bold">{t('wallet.title')}</h3>
      </div>
      {wallet.state === 'no-wallet' ? (
        <p className="text-xs text-fog" data-testid="wallet-none">
          {t('wallet.noSolanaWallet')}
        </p>
      ) : (
        <>
          <p className="text-xs text-fog">
            {wallet.state === 'connected' && wallet.account
              ? t('wallet.connected', { address: shortAddress(wallet.account) })
              : t('wallet.hint')}
          </p>
          {props.available === false && (
            <p className="text-xs text-gold" data-testid="wallet-unavailable" role="status">
              {t('wallet.unavailable', { asset: props.asset, network: 'Solana' })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {wallet.state === 'has-wallet' && (
              <Button size="sm" data-testid="wallet-connect-button" onClick={() => void connect()}>
                {t('wallet.connect')}
              </Button>
            )}
            {wallet.state === 'connecting' && (
              <Button size="sm" disabled>
                <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />
                {t('wallet.connecting')}
              </Button>
            )}
            {wallet.state === 'connected' && (
              <>
                <Button
                  size="sm"
                  data-testid="wallet-send"
                  disabled={isSending || !props.available}
                  onClick={() => void send()}
                >
                  {isSending && <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />}
                  {isSending
                    ? t('wallet.sending')
                    : props.available === false
                      ? t('wallet.sendUnavailable')
                      : t('wallet.send')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  data-testid="wallet-disconnect"
                  onClick={() => void wallet.disconnect()}
                >
                  <Unplug aria-hidden="true" className="size-3.5" />
                  {t('wallet.disconnect')}
                </Button>
              </>
            )}
            {wallet.state === 'disconnecting' && (
              <Button size="sm" variant="ghost" disabled>
                <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />
                {t('wallet.disconnecting')}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
