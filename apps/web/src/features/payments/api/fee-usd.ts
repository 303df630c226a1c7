import { queryOptions, useQuery } from '@tanstack/react-query';
import { convertToUsd } from './convert';

/**
 * The network fee's dollar value at the current price (GET /api/payments/convert/usd), for the
 * withdraw modal's fee line: the fee is in the asset's unit (document 2 section 9, first table).
 */
export function useFeeUsd(assetSymbol: string, fee: string) {
  return useQuery(
    queryOptions({
      queryKey: ['payments', 'fee-usd', assetSymbol, fee] as const,
      queryFn: ({ signal }) => convertToUsd(assetSymbol, fee, signal),
      staleTime: 60_000,
    }),
  );
}
