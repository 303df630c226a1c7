/**
 * The UTXO hot wallet, in one of two modes (docs/decisions/011):
 * - `key`: the server holds the hot wallet's private key (WIF, from configuration or the
 *   development key file). The node only watches the hot address; the server selects coins,
 *   signs with @scure/btc-signer and sends the raw transaction. Works with any node, keeps the
 *   node key-free, and is what the tests exercise.
 * - `node`: a wallet inside the node holds the keys (`sendtoaddress`); for chains whose signature
 *   scheme the signer does not implement (BCH's SIGHASH_FORKID) or operators who prefer it.
 */
import { selectUTXO, WIF, type Transaction } from '@scure/btc-signer';
import { bytesToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { BroadcastRejectedError, type NetworkId } from '../chain-adapter';
import { RpcError, type BitcoinRpc } from './bitcoin-rpc';
import { addressForPublicKey, outputScriptFor } from './utxo-addresses';
import { compressPublicKey } from '../secp256k1-point';
import { btcSignerNetwork, type UtxoParams } from './utxo-networks';

export type UtxoHotWalletConfig =
  { kind: 'key'; wif: string } | { kind: 'node'; walletName: string };

interface Unspent {
  txid: string;
  vout: number;
  amount: number;
  scriptPubKey: string;
  confirmations: number;
  safe?: boolean;
}

export const coinsToBase = (amount: number): bigint => BigInt(Math.round(amount * 1e8));
const baseToCoins = (amount: bigint): string => {
  const text = amount.toString().padStart(9, '0');
  return `${text.slice(0, -8)}.${text.slice(-8)}`;
};

export interface HotWalletSender {
  /** The hot wallet's receiving address (key mode), for the operator to fund. */
  readonly address: string | null;
  send(input: { to: string; amount: bigint; reference: string }): Promise<string>;
  /** What the hot wallet holds now, unconfirmed outputs included (our own change is one). */
  balance(): Promise<bigint>;
}

export function createHotWalletSender(options: {
  network: NetworkId;
  params: UtxoParams;
  rpc: BitcoinRpc;
  /** The watch-only wallet that also watches the hot address (key mode). */
  watchWallet: string;
  config: UtxoHotWalletConfig;
  feeRate?: number;
}): HotWalletSender {
  const { network, params, rpc, config } = options;
  if (config.kind === 'node') {
    return {
      address: null,
      async balance() {
        const coins = await rpc.wallet<number>(config.walletName, 'getbalance', ['*', 0]);
        return coinsToBase(coins);
      },
      async send({ to, amount, reference }) {
        // Idempotent per reference: the comment field carries it.
        const recent = await rpc.wallet<{ txid: string; comment?: string }[]>(
          config.walletName,
          'listtransactions',
          ['*', 500, 0, false],
        );
        const earlier = recent.find((tx) => tx.comment === `tengu:${reference}`);
        if (earlier) return earlier.txid;
        try {
          return await rpc.wallet<string>(config.walletName, 'sendtoaddress', [
            to,
            baseToCoins(amount),
            `tengu:${reference}`,
          ]);
        } catch (error) {
          if (error instanceof RpcError) throw new BroadcastRejectedError(network, error.message);
          throw error;
        }
      },
    };
  }

  if (params.cashAddrPrefix) {
    throw new Error(
      `${network.toUpperCase()}: key-mode signing does not implement SIGHASH_FORKID; configure a node wallet (node:<name>) as the hot wallet`,
    );
  }
  const signerNetwork = btcSignerNetwork(params);
  const privateKey = WIF(signerNetwork).decode(config.wif);
  const publicKey = compressedPublicKey(privateKey);
  const address = addressForPublicKey(params, publicKey);

  async function feePerByte(): Promise<bigint> {
    if (options.feeRate) return BigInt(options.feeRate);
    try {
      const estimate = await rpc.call<{ feerate?: number }>('estimatesmartfee', [6]);
      // BTC per kvB → sat per vB, never below the chain's fallback.
      if (estimate.feerate) {
        const rate = Math.ceil((estimate.feerate * 1e8) / 1000);
        return BigInt(Math.max(rate, params.fallbackFeeRate));
      }
    } catch {
      // Older forks lack estimatesmartfee; the fallback below applies.
    }
    return BigInt(params.fallbackFeeRate);
  }

  return {
    address,
    async balance() {
      const unspent = await rpc.wallet<Unspent[]>(options.watchWallet, 'listunspent', [
        0,
        9_999_999,
        [address],
        true,
      ]);
      return unspent.reduce((sum, u) => sum + coinsToBase(u.amount), 0n);
    },
    async send({ to, amount }) {
      const script = outputScriptFor(params, to);
      if (!script)
        throw new BroadcastRejectedError(network, `not a ${network.toUpperCase()} address: ${to}`);
      const unspent = await rpc.wallet<Unspent[]>(options.watchWallet, 'listunspent', [
        0,
        9_999_999,
        [address],
        false,
      ]);
      const inputs = unspent
        .filter((u) => u.safe !== false)
        .map((u) => ({
          txid: u.txid,
          index: u.vout,
          witnessUtxo: {
            script: Buffer.from(u.scriptPubKey, 'hex'),
            amount: coinsToBase(u.amount),
          },
        }));
      const selected = selectUTXO(inputs, [{ script, amount }], 'default', {
        changeAddress: address,
        feePerByte: await feePerByte(),
        network: signerNetwork,
        createTx: true,
        allowLegacyWitnessUtxo: true,
        bip69: true,
      });
      if (!selected?.tx) {
        const balance = inputs.reduce((sum, i) => sum + i.witnessUtxo.amount, 0n);
        throw new BroadcastRejectedError(
          network,
          `hot wallet ${address} cannot pay ${baseToCoins(amount)} plus fee (balance ${baseToCoins(balance)})`,
        );
      }
      const tx: Transaction = selected.tx;
      tx.sign(privateKey);
      tx.finalize();
      try {
        return await rpc.call<string>('sendrawtransaction', [tx.hex]);
      } catch (error) {
        if (error instanceof RpcError) throw new BroadcastRejectedError(network, error.message);
        throw error;
      }
    },
  };
}

function compressedPublicKey(privateKey: Uint8Array): Uint8Array {
  const uncompressed = privateKeyToAccount(bytesToHex(privateKey)).publicKey;
  return compressPublicKey(Buffer.from(uncompressed.slice(2), 'hex'));
}
