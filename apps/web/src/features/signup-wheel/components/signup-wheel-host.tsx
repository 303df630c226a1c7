import { lazy, Suspense } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import { useWheelStore } from '../wheel-store';

const SignupWheelModal = lazy(async () => {
  const [module] = await Promise.all([import('./signup-wheel-modal'), loadNamespaces('wheel')]);
  return { default: module.SignupWheelModal };
});

/** The sign-up wheel modal; its code and strings load when it opens. */
export function SignupWheelHost() {
  const isOpen = useWheelStore((s) => s.isOpen);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <SignupWheelModal />
    </Suspense>
  );
}
