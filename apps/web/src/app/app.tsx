import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { ErrorBoundary } from './error-boundary';
import { ErrorFallback } from './pages/route-error-page';
import { router } from './router';

export function App() {
  return (
    <ErrorBoundary fallback={<ErrorFallback />}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </ErrorBoundary>
  );
}
