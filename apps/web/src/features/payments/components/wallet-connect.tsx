import { Loader2, Unplug, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { parseAssetAmount, type AssetNetwork } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { verifySentDeposit } from '../api/verify-deposit';
import { depositTransaction, ensureChain, useInjectedWallet } from '../hooks/use-injected-wallet';
import type { InstantDepositTarget } from '../instant-deposit-target';
import { shortAddress } from '../payment-format';
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

  const connect = async () => {
    try {
      await wallet.connect();
    } catch {
      toast.error(t('wallet.rejected'));
    }
  };

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
      if (typeof txid === 'string') void verify(txid);
    } catch (error) {
      const code = (error as { code?: number }).code;
      toast.error(code === 4001 ? t('wallet.rejected') : t('wallet.incomplete'), {
        description: code === 4001 ? undefined : t('wallet.failed'),
      });
    } finally {
      setSending(false);
    }
  };

  /** Asks the server to look at the transaction now, so the deposit shows up at once. */
  const verify = async (txid: string) => {
    try {
      const result = await verifySentDeposit({ network: props.on.network, txid });
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
      data-state={wallet.state}
      className="space-y-3 rounded-[var(--radius-control)] border border-ink-600 bg-ink-900/60 p-3"
    >
      <div className="flex items-center gap-2">
        <Wallet aria-hidden="true" className="size-4 text-accent" />
        <h3 className="text-sm font-bold">{t('wallet.title')}</h3>
      </div>
      {wallet.state === 'no-wallet' ? (
        <p className="text-xs text-fog" data-testid="wallet-none">
          {t('wallet.noWallet')}
        </p>
      ) : (
        <>
          <p className="text-xs text-fog">
            {wallet.state === 'connected' && wallet.account
              ? t('wallet.connected', { address: shortAddress(wallet.account) })
              : t('wallet.hint')}
          </p>
          {target === null && (
            <p className="text-xs text-gold" data-testid="wallet-unavailable" role="status">
              {t('wallet.unavailable', { asset: props.asset, network: props.networkName })}
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
                  disabled={isSending || !target}
                  onClick={() => void send()}
                >
                  {isSending && <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />}
                  {isSending
                    ? t('wallet.sending')
                    : target === null
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
