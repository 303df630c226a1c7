import { useTranslation } from 'react-i18next';
import type { UsernameCheck } from '@/features/auth/hooks/use-username-check';

/** The hint under a username field while its availability is checked live. */
export function useUsernameHint(check: UsernameCheck): {
  error?: string;
  hint?: string;
  tone: 'neutral' | 'success';
} {
  const { t } = useTranslation();
  switch (check) {
    case 'taken':
      return { error: t('auth.validation.usernameTaken'), tone: 'neutral' };
    case 'available':
      return { hint: t('auth.username.available'), tone: 'success' };
    case 'checking':
      return { hint: t('auth.username.checking'), tone: 'neutral' };
    case 'idle':
      return { tone: 'neutral' };
  }
}
