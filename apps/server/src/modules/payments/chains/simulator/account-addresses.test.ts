import { base58, base58xrp } from '@scure/base';
import { describe, expect, it } from 'vitest';
import {
  algorandAddress,
  ed25519PublicKey,
  solanaAddress,
  tonAddress,
  tronAddress,
  validateAccountAddress,
  xrpAddress,
} from './account-addresses';

const compressed = Uint8Array.from(
  Buffer.from('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798', 'hex'),
);

describe('account chain addresses', () => {
  it('accepts well-known real addresses and rejects corrupted ones', () => {
    const real: [Parameters<typeof validateAccountAddress>[0], string][] = [
      ['sol', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
      ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
      ['xrp', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'],
      ['ton', 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs'],
      ['ton', '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8'],
      ['algo', 'VCMJKWOY5P5P7SKMZFFOCEROPJCZOTIJMNIYNUCKH7LRO45JMJP6UYBIJA'],
    ];
    for (const [network, address] of real) {
      expect(validateAccountAddress(network, address), `${network} ${address}`).toEqual({
        valid: true,
      });
      if (network === 'sol' || address.includes(':')) continue; // no checksum to break
      const corrupted = address.slice(0, -2) + (address.endsWith('A') ? 'BB' : 'AA');
      expect(validateAccountAddress(network, corrupted).valid, `${network} ${corrupted}`).toBe(
        false,
      );
    }
    expect(validateAccountAddress('xrp', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', '12345')).toEqual({
      valid: true,
    });
    expect(
      validateAccountAddress('xrp', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'abc'),
    ).toMatchObject({
      valid: false,
    });
    expect(validateAccountAddress('sol', '0xdAC17F958D2ee523a2206206994597C13D831ec7').valid).toBe(
      false,
    );
  });

  it('encodes addresses that validate (and the generator key 1 to its known XRP/TRON forms)', () => {
    const xrp = xrpAddress(compressed);
    const tron = tronAddress(compressed);
    // Private key 1's public key is the curve generator G; HASH160(G) and its Ethereum address
    // are published widely. XRP carries the former, TRON the latter.
    expect(Buffer.from(base58xrp.decode(xrp).subarray(0, 21)).toString('hex')).toBe(
      '00751e76e8199196d454941c45d1b3a323f1433bd6',
    );
    expect(Buffer.from(base58.decode(tron).subarray(0, 21)).toString('hex')).toBe(
      `41${'7E5F4552091A69125d5DfCb7b8C2659029395Bdf'.toLowerCase()}`,
    );
    expect(validateAccountAddress('xrp', xrp).valid).toBe(true);
    expect(validateAccountAddress('tron', tron).valid).toBe(true);
    const ed = ed25519PublicKey(new Uint8Array(32).fill(7));
    expect(validateAccountAddress('sol', solanaAddress(ed)).valid).toBe(true);
    expect(validateAccountAddress('algo', algorandAddress(ed)).valid).toBe(true);
    expect(validateAccountAddress('ton', tonAddress(new Uint8Array(32).fill(9))).valid).toBe(true);
  });
});
