import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { ConsoleLayout } from './shell/console-layout';
import { FirstSection } from './shell/first-section';
import { CONSOLE_SECTIONS } from './shell/sections';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
        failureCount < 2,
    },
  },
});

/** Each section is a feature folder with its own lazy routes (shell/sections.ts). */
const router = createBrowserRouter([
  {
    path: '/admin',
    element: <ConsoleLayout />,
    children: [
      { index: true, element: <FirstSection /> },
      ...CONSOLE_SECTIONS.flatMap((section) => section.routes),
      { path: '*', element: <FirstSection /> },
    ],
  },
]);

export function AdminApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster theme="dark" position="bottom-right" duration={4000} richColors closeButton />
    </QueryClientProvider>
  );
}
