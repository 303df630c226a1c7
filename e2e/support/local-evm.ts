import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  http,
  parseUnits,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { E2E_EVM_KEYS, e2eChain } from './evm-chain';

/**
 * The run's local EVM chain (support/evm-chain.ts) as the tests use it: pay a deposit address
 * in USDT or ETH from a funded development account, mine blocks, read balances.
 */
export function localEvm() {
  const rpcUrl = process.env.E2E_EVM_RPC_URL;
  const usdt = process.env.E2E_EVM_USDT as Hex | undefined;
  if (!rpcUrl || !usdt)
    throw new Error('the local EVM chain is not running (support/evm-chain.ts)');
  const chain = e2eChain(rpcUrl);
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ chain, transport, cacheTime: 0 });
  const walletOf = (key: Hex) =>
    createWalletClient({ account: privateKeyToAccount(key), chain, transport });
  const request = (method: string, params: unknown[] = []) =>
    publicClient.request({ method: method as never, params: params as never });

  return {
    usdt,
    keys: E2E_EVM_KEYS,
    addressOf: (key: Hex) => privateKeyToAccount(key).address,
    /** Sends `amount` USDT (a decimal string) to `to`; resolves with the mined transaction. */
    async payUsdt(to: string, amount: string, from: Hex = E2E_EVM_KEYS.payer) {
      const hash = await walletOf(from).writeContract({
        address: usdt,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [getAddress(to), parseUnits(amount, 6)],
      });
      return publicClient.waitForTransactionReceipt({ hash });
    },
    /** Sends a raw transaction as a browser wallet would (eth_sendTransaction). */
    async sendTransaction(from: Hex, tx: { to: string; value?: string; data?: string }) {
      return walletOf(from).sendTransaction({
        to: getAddress(tx.to),
        value: tx.value ? BigInt(tx.value) : 0n,
        data: tx.data as Hex | undefined,
      });
    },
    async usdtBalance(owner: string): Promise<bigint> {
      return publicClient.readContract({
        address: usdt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [getAddress(owner)],
      });
    },
    async mine(blocks = 1) {
      await request('hardhat_mine', [`0x${blocks.toString(16)}`]);
    },
    /** Off: transactions wait in the mempool until `mine`. */
    async setAutomine(on: boolean) {
      await request('evm_setAutomine', [on]);
    },
  };
}
