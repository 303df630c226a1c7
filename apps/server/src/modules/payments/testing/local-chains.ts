/**
 * The two real local chains of the payments end-to-end integration test, configured the way an
 * operator configures production (docs/decisions/011): a `litecoind -regtest` and a Hardhat node
 * with a freshly deployed ERC-20 "USDT", plus the configuration lists (`DEPOSIT_XPUBS`,
 * `CHAIN_RPC_URLS`, `HOT_WALLET_KEYS`, `UTXO_CHAIN`, `EVM_CHAIN_IDS`, `EVM_TOKEN_CONTRACTS`) that
 * point the app at them. The operator keys are made here from fixed seeds: the test derives the
 * expected deposit addresses and the hot wallets' addresses on its own, never from the app.
 */
import { HDKey } from '@scure/bip32';
import { p2wpkh, WIF } from '@scure/btc-signer';
import { bytesToHex, erc20Abi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  DEV_KEYS,
  startLocalEvmNode,
  type LocalEvmNode,
} from '../chains/evm/testing/local-evm-node';
import { TEST_TOKEN_ABI, TEST_TOKEN_BYTECODE } from '../chains/evm/testing/test-token.artifact';
import { startLitecoinRegtest, type RegtestNode } from '../chains/utxo/testing/regtest-node';
import { UTXO_PARAMS, btcSignerNetwork } from '../chains/utxo/utxo-networks';

type Address = `0x${string}`;

const LTC_NETWORK = btcSignerNetwork(UTXO_PARAMS.ltc.regtest);
// Testnet/regtest version bytes (tpub/tprv), as a regtest wallet exports them.
const ltcRoot = HDKey.fromMasterSeed(
  Uint8Array.from({ length: 32 }, (_, i) => 7 + i),
  { private: 0x04358394, public: 0x043587cf },
);
const ltcAccount = ltcRoot.derive("m/84'/1'/0'");
const ltcHot = ltcRoot.derive("m/84'/1'/1'/0/0");
const evmRoot = HDKey.fromMasterSeed(Uint8Array.from({ length: 32 }, (_, i) => 200 - i));
const evmAccountPath = "m/44'/60'/0'";

/** Hardhat's funded accounts: #0 deploys the token and pays as a player, #1 is the hot wallet. */
const [PLAYER_WALLET_KEY, EVM_HOT_KEY, RECIPIENT_KEY] = DEV_KEYS as [Hex, Hex, Hex];

export interface LocalChains {
  ltc: RegtestNode;
  evm: LocalEvmNode;
  usdt: Address;
  /** The chain configuration lists, as an operator would set them in the environment. */
  env: Record<string, string>;
  ltcHotAddress: string;
  evmHotAddress: Address;
  /** An EVM address nobody in the app controls, to withdraw to. */
  evmRecipient: Address;
  /** The operator's EVM deposit address at an index, from the private side of the same key. */
  evmDepositAddress(index: number): Address;
  /** The operator's LTC deposit addresses 0…count−1, as the node derives them from the xpub. */
  ltcDepositAddresses(count: number): Promise<string[]>;
  /** Sends USDT from a player's wallet (Hardhat #0) and waits for it to be mined. */
  payUsdt(to: Address, amount: bigint): Promise<Hex>;
  usdtBalanceOf(owner: Address): Promise<bigint>;
  stop(): Promise<void>;
}

export async function startLocalChains(): Promise<LocalChains> {
  const [ltcStart, evmStart] = await Promise.allSettled([
    startLitecoinRegtest(),
    startLocalEvmNode(),
  ]);
  const failed = [ltcStart, evmStart].find(
    (r): r is PromiseRejectedResult => r.status === 'rejected',
  );
  if (failed || ltcStart.status === 'rejected' || evmStart.status === 'rejected') {
    for (const started of [ltcStart, evmStart]) {
      if (started.status === 'fulfilled') await started.value.stop();
    }
    throw failed?.reason;
  }
  const [ltc, evm] = [ltcStart.value, evmStart.value];
  try {
    await ltc.miner.mine(101); // mature coinbase for the miner's payments
    const player = privateKeyToAccount(PLAYER_WALLET_KEY);
    const deployed = await evm.walletFor(PLAYER_WALLET_KEY).deployContract({
      abi: TEST_TOKEN_ABI,
      bytecode: TEST_TOKEN_BYTECODE,
      args: ['Tether USD', 'USDT', 6, 1_000_000_000_000n],
      account: player,
      chain: undefined,
    });
    const receipt = await evm.publicClient.waitForTransactionReceipt({
      hash: deployed,
      pollingInterval: 50,
    });
    const usdt = receipt.contractAddress!;
    const ltcHotWif = WIF(LTC_NETWORK).encode(ltcHot.privateKey!);
    const evmXpub = evmRoot.derive(evmAccountPath).publicExtendedKey;

    const usdtBalanceOf = (owner: Address) =>
      evm.publicClient.readContract({
        address: usdt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      });

    return {
      ltc,
      evm,
      usdt,
      env: {
        DEPOSIT_XPUBS: `ltc=${ltcAccount.publicExtendedKey},eth=${evmXpub}`,
        CHAIN_RPC_URLS: `ltc=${ltc.rpcUrl},eth=${evm.rpcUrl}`,
        HOT_WALLET_KEYS: `ltc=${ltcHotWif},eth=${EVM_HOT_KEY}`,
        UTXO_CHAIN: 'regtest',
        EVM_CHAIN_IDS: `eth=${evm.chainId}`,
        EVM_TOKEN_CONTRACTS: `eth:USDT=${usdt}`,
      },
      ltcHotAddress: p2wpkh(ltcHot.publicKey!, LTC_NETWORK).address!,
      evmHotAddress: privateKeyToAccount(EVM_HOT_KEY).address,
      evmRecipient: privateKeyToAccount(RECIPIENT_KEY).address,
      evmDepositAddress(index) {
        const key = evmRoot.derive(`${evmAccountPath}/0/${index}`).privateKey!;
        return privateKeyToAccount(bytesToHex(key)).address;
      },
      async ltcDepositAddresses(count) {
        const { descriptor } = await ltc.rpc.call<{ descriptor: string }>('getdescriptorinfo', [
          `wpkh(${ltcAccount.publicExtendedKey}/0/*)`,
        ]);
        return ltc.rpc.call<string[]>('deriveaddresses', [descriptor, [0, count - 1]]);
      },
      async payUsdt(to, amount) {
        const hash = await evm.walletFor(PLAYER_WALLET_KEY).writeContract({
          address: usdt,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
          account: player,
          chain: undefined,
        });
        await evm.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
        return hash;
      },
      usdtBalanceOf,
      stop: () => Promise.all([ltc.stop(), evm.stop()]).then(() => undefined),
    };
  } catch (error) {
    await Promise.allSettled([ltc.stop(), evm.stop()]);
    throw error;
  }
}
