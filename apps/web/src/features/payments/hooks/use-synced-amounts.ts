import { useEffect, useRef, useState } from 'react';
import { convertToCrypto, convertToUsd } from '../api/convert';
import { convertedCryptoText } from '../payment-format';

/** Price lookups are debounced 150 ms (document 2 section 5). */
export const PRICE_LOOKUP_DEBOUNCE_MS = 150;

/**
 * A crypto amount and a dollar amount kept in sync (document 1 section 2, Deposit modal; the
 * withdraw modal too): whichever the player typed last is the source, the other follows from the
 * server's price after 150 ms. A converted crypto amount shows 6 decimals (document 2 section 7),
 * fewer when the asset on the chosen network has fewer (`assetDecimals`).
 */
export function useSyncedAmounts(assetSymbol: string, assetDecimals: number) {
  const [crypto, setCryptoText] = useState('');
  const [usd, setUsdText] = useState('');
  const [source, setSource] = useState<'crypto' | 'usd'>('crypto');
  const [isConverting, setConverting] = useState(false);
  const generation = useRef(0);

  const text = source === 'crypto' ? crypto : usd;
  useEffect(() => {
    const id = ++generation.current;
    if (!text || !/^\d+(\.\d+)?$/.test(text) || Number(text) === 0) {
      if (source === 'crypto') setUsdText('');
      else setCryptoText('');
      setConverting(false);
      return;
    }
    setConverting(true);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const request =
        source === 'crypto'
          ? convertToUsd(assetSymbol, text, controller.signal).then((r) => {
              if (id === generation.current) setUsdText(roundUsd(r.usdAmount));
            })
          : convertToCrypto(assetSymbol, text, controller.signal).then((r) => {
              if (id === generation.current) {
                setCryptoText(convertedCryptoText(r.cryptoAmount, assetDecimals));
              }
            });
      request
        .catch(() => undefined)
        .finally(() => {
          if (id === generation.current) setConverting(false);
        });
    }, PRICE_LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [assetSymbol, assetDecimals, text, source]);

  return {
    crypto,
    usd,
    isConverting,
    setCrypto: (text: string) => {
      setSource('crypto');
      setCryptoText(text);
    },
    setUsd: (text: string) => {
      setSource('usd');
      setUsdText(text);
    },
    reset: () => {
      setCryptoText('');
      setUsdText('');
    },
  };
}

/** Dollars shown with 2 decimals, rounded down. */
function roundUsd(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}
