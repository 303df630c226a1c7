import { useCallback, useEffect, useState } from 'react';
import type { WalletState } from './use-injected-wallet';

/**
 * A Solana wallet injected Phantom-style as `window.phantom.solana` or `window.solana` (Phantom,
 * Solflare, Backpack and others expose this shape): `connect()` resolves with the public key,
 * `request({ method: 'signAndSendTransaction', params: { message } })` signs the base58 message
 * bytes and sends the transaction through the wallet's own node, answering its signature.
 */
export interface InjectedSolanaProvider {
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey: { toString(): string } }>;
  disconnect(): Promise<void>;
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on?(event: string, handler: (...args: unknown[]) => void): void;
  removeListener?(event: string, handler: (...args: unknown[]) => void): void;
}

export function injectedSolanaProvider(): InjectedSolanaProvider | null {
  const w = window as { phantom?: { solana?: unknown }; solana?: unknown };
  const candidate = (w.phantom?.solana ?? w.solana) as Partial<InjectedSolanaProvider> | undefined;
  return candidate &&
    typeof candidate.connect === 'function' &&
    typeof candidate.request === 'function'
    ? (candidate as InjectedSolanaProvider)
    : null;
}

/** The spec's wallet-connect states for an injected Solana wallet. */
export function useSolanaWallet() {
  const [provider] = useState(injectedSolanaProvider);
  const [state, setState] = useState<WalletState>(provider ? 'has-wallet' : 'no-wallet');
  const [account, setAccount] = useState<string | null>(null);

  useEffect(() => {
    if (!provider?.on) return;
    const onAccount = (...args: unknown[]) => {
      const next = args[0] ? String(args[0] as { toString(): string }) : null;
      setAccount(next);
      setState(next ? 'connected' : 'has-wallet');
    };
    const onDisconnect = () => {
      setAccount(null);
      setState('has-wallet');
    };
    provider.on('accountChanged', onAccount);
    provider.on('disconnect', onDisconnect);
    return () => {
      provider.removeListener?.('accountChanged', onAccount);
      provider.removeListener?.('disconnect', onDisconnect);
    };
  }, [provider]);

  const connect = useCallback(async () => {
    if (!provider) return;
    setState('connecting');
    try {
      const { publicKey } = await provider.connect();
      const key = publicKey.toString();
      setAccount(key);
      setState('connected');
    } catch (error) {
      setState('has-wallet');
      throw error;
    }
  }, [provider]);

  const disconnect = useCallback(async () => {
    if (!provider) return;
    setState('disconnecting');
    try {
      await provider.disconnect();
    } catch {
      // Forgetting the account locally is enough when the wallet refuses.
    }
    setAccount(null);
    setState('has-wallet');
  }, [provider]);

  /** Signs the base58 message in the wallet, which sends it; resolves with the signature. */
  const signAndSend = useCallback(
    async (message: string): Promise<string> => {
      if (!provider) throw new Error('no wallet');
      const answer = (await provider.request({
        method: 'signAndSendTransaction',
        params: { message },
      })) as { signature?: unknown } | null;
      if (typeof answer?.signature !== 'string') throw new Error('the wallet sent no signature');
      return answer.signature;
    },
    [provider],
  );

  return { provider, state, account, connect, disconnect, signAndSend };
}
