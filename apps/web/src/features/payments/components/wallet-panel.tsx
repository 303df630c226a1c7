import { Loader2, Unplug, Wallet } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { NetworkId } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { verifySentDeposit } from '../api/verify-deposit';
import type { WalletState } from '../hooks/use-injected-wallet';
import { shortAddress } from '../payment-format';

/**
 * Asks the server to look at a wallet's transaction now, so the deposit shows up at once; says
 * 'Error Verifying Deposit!' with the server's reason otherwise.
 */
export async function verifyWalletDeposit(
  t: TFunction<'payments'>,
  network: NetworkId,
  txid: string,
) {
  try {
    const result = await verifySentDeposit({ network, txid });
    if (!result.success) toast.error(t('wallet.verifyFailed'), { description: result.message });
  } catch (error) {
    toast.error(t('wallet.verifyFailed'), {
      description: error instanceof ApiError ? error.message : t('wallet.verifyUnreachable'),
    });
  }
}

/**
 * The instant-deposit panel every browser wallet shares (spec document 1 section 2): the
 * states no wallet, has wallet, connecting, connected, disconnecting, and Send. `available` is
 * whether the server watches the asset there (undefined while the config loads: Send waits).
 */
export function WalletPanel(props: {
  kind?: string;
  state: WalletState;
  account: string | null;
  noWalletText: string;
  unavailableText: string;
  available: boolean | undefined;
  isSending: boolean;
  connect: () => Promise<unknown>;
  send: () => void;
  disconnect: () => void;
}) {
  const { t } = useTranslation('payments');
  const connect = async () => {
    try {
      await props.connect();
    } catch {
      toast.error(t('wallet.rejected'));
    }
  };
  return (
    <section
      data-testid="wallet-connect"
      data-wallet={props.kind}
      data-state={props.state}
      className="space-y-3 rounded-[var(--radius-control)] border border-ink-600 bg-ink-900/60 p-3"
    >
      <div className="flex items-center gap-2">
        <Wallet aria-hidden="true" className="size-4 text-accent" />
        <h3 className="text-sm font-bold">{t('wallet.title')}</h3>
      </div>
      {props.state === 'no-wallet' ? (
        <p className="text-xs text-fog" data-testid="wallet-none">
          {props.noWalletText}
        </p>
      ) : (
        <>
          <p className="text-xs text-fog">
            {props.state === 'connected' && props.account
              ? t('wallet.connected', { address: shortAddress(props.account) })
              : t('wallet.hint')}
          </p>
          {props.available === false && (
            <p className="text-xs text-gold" data-testid="wallet-unavailable" role="status">
              {props.unavailableText}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {props.state === 'has-wallet' && (
              <Button size="sm" data-testid="wallet-connect-button" onClick={() => void connect()}>
                {t('wallet.connect')}
              </Button>
            )}
            {props.state === 'connecting' && (
              <Button size="sm" disabled>
                <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />
                {t('wallet.connecting')}
              </Button>
            )}
            {props.state === 'connected' && (
              <>
                <Button
                  size="sm"
                  data-testid="wallet-send"
                  disabled={props.isSending || props.available !== true}
                  onClick={props.send}
                >
                  {props.isSending && (
                    <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />
                  )}
                  {props.isSending
                    ? t('wallet.sending')
                    : props.available === false
                      ? t('wallet.sendUnavailable')
                      : t('wallet.send')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  data-testid="wallet-disconnect"
                  onClick={props.disconnect}
                >
                  <Unplug aria-hidden="true" className="size-3.5" />
                  {t('wallet.disconnect')}
                </Button>
              </>
            )}
            {props.state === 'disconnecting' && (
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
