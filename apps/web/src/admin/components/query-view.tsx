import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingRows } from './states';

/**
 * A console query's three states and its data: skeleton rows while loading, the error with a
 * retry, the empty text when `isEmpty` says so, otherwise `children(data)`. Every console list
 * and panel renders through it.
 */
export function QueryView<D>({
  query,
  isEmpty,
  emptyText,
  loadingRows = 6,
  children,
}: {
  query: UseQueryResult<D, Error>;
  isEmpty?: (data: D) => boolean;
  emptyText?: string;
  loadingRows?: number;
  children: (data: D) => ReactNode;
}) {
  if (query.isPending) return <LoadingRows rows={loadingRows} />;
  if (query.isError)
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <EmptyState text={emptyText ?? ''} />;
  return <>{children(query.data)}</>;
}
