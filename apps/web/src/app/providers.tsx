import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { useRealtimeConnection } from './realtime';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; network and 5xx failures get two more tries.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
        failureCount < 2,
    },
  },
});

function RealtimeConnection() {
  useRealtimeConnection();
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={200}>
        <RealtimeConnection />
        {children}
        {/* Spec document 1 section 9: general toasts last 3 to 5 s. */}
        <Toaster theme="dark" position="bottom-right" duration={4000} richColors closeButton />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
