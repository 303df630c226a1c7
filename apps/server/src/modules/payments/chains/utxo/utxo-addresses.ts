/**
 * Deposit address derivation and recipient validation for the Bitcoin family, with
 * @scure/btc-signer (address codecs) and each chain's parameters (utxo-networks.ts).
 */
import { Address, OutScript, p2pkh, p2wpkh } from '@scure/btc-signer';
import { decodeCashAddr, encodeCashAddr } from './cashaddr';
import { btcSignerNetwork, type UtxoParams } from './utxo-networks';

/** The address a compressed public key receives at: P2WPKH where SegWit exists, else P2PKH. */
export function addressForPublicKey(params: UtxoParams, publicKey: Uint8Array): string {
  const network = btcSignerNetwork(params);
  if (params.bech32) return p2wpkh(publicKey, network).address!;
  const legacy = p2pkh(publicKey, network);
  if (params.cashAddrPrefix) return encodeCashAddr(params.cashAddrPrefix, 'p2pkh', legacy.hash!);
  return legacy.address!;
}

/**
 * The output script paying `address`, or null when it is not an address of this chain. Accepts
 * base58 (P2PKH/P2SH), bech32/bech32m (SegWit v0/v1) where the chain has SegWit, and CashAddr
 * (with or without prefix) for BCH.
 */
export function outputScriptFor(params: UtxoParams, address: string): Uint8Array | null {
  if (params.cashAddrPrefix) {
    const decoded = decodeCashAddr(params.cashAddrPrefix, address);
    if (decoded) {
      return decoded.type === 'p2pkh'
        ? OutScript.encode({ type: 'pkh', hash: decoded.hash })
        : OutScript.encode({ type: 'sh', hash: decoded.hash });
    }
  }
  try {
    const decoded = Address(btcSignerNetwork(params)).decode(address);
    const isSegwit = decoded.type === 'wpkh' || decoded.type === 'wsh' || decoded.type === 'tr';
    if (isSegwit && !params.bech32) return null;
    if (decoded.type !== 'pkh' && decoded.type !== 'sh' && !isSegwit) return null;
    return OutScript.encode(decoded);
  } catch {
    return null;
  }
}

export function isValidUtxoAddress(params: UtxoParams, address: string): boolean {
  return outputScriptFor(params, address.trim()) !== null;
}
