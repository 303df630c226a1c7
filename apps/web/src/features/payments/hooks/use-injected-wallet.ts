import { useCallback, useEffect, useState } from 'react';

/** An EIP-1193 provider injected by a browser wallet as `window.ethereum`. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>;
  on?(event: string, handler: (...args: unknown[]) => void): void;
  removeListener?(event: string, handler: (...args: unknown[]) => void): void;
}

/** The wallet-connect button's states (spec document 1 section 2). */
export type WalletState = 'no-wallet' | 'has-wallet' | 'connecting' | 'connected' | 'disconnecting';

function injectedProvider(): Eip1193Provider | null {
  const candidate = (window as { ethereum?: Eip1193Provider }).ethereum;
  return candidate && typeof candidate.request === 'function' ? candidate : null;
}

/** Connects to the injected wallet, follows its account, disconnects (revokes) on request. */
export function useInjectedWallet() {
  const [provider] = useState(injectedProvider);
  const [state, setState] = useState<WalletState>(provider ? 'has-wallet' : 'no-wallet');
  const [account, setAccount] = useState<string | null>(null);

  useEffect(() => {
    if (!provider?.on) return;
    const onAccounts = (...args: unknown[]) => {
      const accounts = args[0] as string[] | undefined;
      const next = accounts?.[0] ?? null;
      setAccount(next);
      setState(next ? 'connected' : 'has-wallet');
    };
    provider.on('accountsChanged', onAccounts);
    return () => provider.removeListener?.('accountsChanged', onAccounts);
  }, [provider]);

  const connect = useCallback(async () => {
    if (!provider) return;
    setState('connecting');
    try {
      const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
      const first = accounts[0] ?? null;
      setAccount(first);
      setState(first ? 'connected' : 'has-wallet');
    } catch (error) {
      setState('has-wallet');
      throw error;
    }
  }, [provider]);

  const disconnect = useCallback(async () => {
    if (!provider) return;
    setState('disconnecting');
    try {
      // Not every wallet supports revoking; forgetting the account locally is enough then.
      await provider.request({
        method: 'wallet_revokePermissions',
        params: [{ eth_accounts: {} }],
      });
    } catch {
      // ignore
    }
    setAccount(null);
    setState('has-wallet');
  }, [provider]);

  return { provider, state, account, connect, disconnect };
}

/**
 * Asks the wallet to use the chain the server watches (GET /api/payments/config; null: any chain
 * is accepted, nothing to ask). False when the wallet is elsewhere and refuses to switch.
 */
export async function ensureChain(
  provider: Eip1193Provider,
  expected: number | null,
): Promise<boolean> {
  if (expected === null) return true;
  const current = Number.parseInt(String(await provider.request({ method: 'eth_chainId' })), 16);
  if (current === expected) return true;
  try {
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${expected.toString(16)}` }],
    });
    return true;
  } catch {
    return false;
  }
}

/** The transaction of a deposit: native value, or an ERC-20 `transfer(to, amount)`. */
export function depositTransaction(input: {
  from: string;
  to: string;
  amount: bigint;
  contract: string | null;
}): Record<string, string> {
  if (!input.contract) {
    return { from: input.from, to: input.to, value: `0x${input.amount.toString(16)}` };
  }
  const pad = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0');
  return {
    from: input.from,
    to: input.contract,
    value: '0x0',
    data: `0xa9059cbb${pad(input.to)}${pad(input.amount.toString(16))}`,
  };
}
