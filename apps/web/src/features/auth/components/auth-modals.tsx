import { lazy, Suspense, useState } from 'react';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { useAccountGuards } from '@/features/auth/hooks/use-account-guards';
import { useUrlAuthParams } from '@/features/auth/hooks/use-url-auth-params';

// The forms (and zod) load with the first modal, keeping them out of the first page's JavaScript.
const LazyAuthDialogs = lazy(async () => ({
  default: (await import('./auth-dialogs')).AuthDialogs,
}));

/** Mounted once above the routes: the account modals, their URL triggers and guards. */
export function AuthModals() {
  useUrlAuthParams();
  useAccountGuards();
  const hasModal = useAuthModalStore((s) => s.modal !== null);
  const [isLoaded, setIsLoaded] = useState(false);
  if (hasModal && !isLoaded) setIsLoaded(true);
  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <LazyAuthDialogs />
    </Suspense>
  );
}
