import { useEffect, useRef, useState } from 'react';
import { convertToCrypto, convertToUsd } from '../api/convert';

/** Price lookups are debounced 150 ms (spec document 1 section 5). */
export const PRICE_LOOKUP_DEBOUNCE_MS = 150;

/**
 * A crypto amount and a dollar amount kept in sync (spec document 2 section 2): whichever the
 * player typed last is the source, the other follows from the server's price after 150 ms.
 */
export function useSyncedAmounts(assetSymbol: string) {
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
              if (id === generation.current) setCryptoText(r.cryptoAmount);
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
  }, [assetSymbol, text, source]);

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
