import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { useLogin } from '@/features/auth/api/login';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { useCommonAuthErrors } from '@/features/auth/hooks/use-common-auth-errors';
import { useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';
import { PasswordInput } from './password-input';
import { SwitchPrompt } from './switch-prompt';
import { TelegramSignIn } from './telegram-sign-in';

interface LoginValues {
  login: string;
  password: string;
}

/** Login (spec document 2 sections 4, 5, 8). */
export function LoginModal() {
  const { t } = useTranslation();
  const close = useAuthModalStore((s) => s.close);
  const open = useAuthModalStore((s) => s.open);
  const show = useAuthModalStore((s) => s.show);
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const handleCommon = useCommonAuthErrors();
  const { register, handleSubmit, watch } = useForm<LoginValues>({
    defaultValues: { login: '', password: '' },
  });
  // Submit (Enter too) only when both fields are filled (spec document 2 section 5).
  const canSubmit = watch('login').trim() !== '' && watch('password') !== '' && !login.isPending;

  const onSubmit = handleSubmit((values) => {
    if (!canSubmit) return;
    login.mutate(
      { login: values.login.trim(), password: values.password },
      {
        onSuccess: (result) => {
          if ('require2FA' in result) show({ kind: 'twoFactor', tempToken: result.tempToken });
          else completeSignIn(result, 'loggedIn');
        },
        onError: (error) => {
          if (!handleCommon(error)) toast.error(t('auth.toasts.incorrectCredentials'));
        },
      },
    );
  });

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('auth.login.title')}
      description={t('auth.login.description')}
      closeLabel={t('panel.close')}
      testId="login-modal"
    >
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <Field id="login-name" label={t('auth.login.loginLabel')}>
          <Input
            id="login-name"
            autoComplete="username"
            autoFocus
            data-testid="login-name"
            {...register('login')}
          />
        </Field>
        <Field id="login-password" label={t('auth.login.passwordLabel')}>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            data-testid="login-password"
            {...register('password')}
          />
        </Field>
        <div className="flex justify-end">
          <button
            type="button"
            data-testid="login-forgot"
            onClick={() => open('forgotPassword')}
            className="cursor-pointer text-xs font-semibold text-fog hover:text-white"
          >
            {t('auth.login.forgot')}
          </button>
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!canSubmit}
          data-testid="login-submit"
        >
          {t('auth.login.submit')}
        </Button>
      </form>
      <TelegramSignIn />
      <SwitchPrompt
        prompt={t('auth.login.noAccount')}
        action={t('auth.login.toRegister')}
        onClick={() => open('register')}
        testId="login-to-register"
      />
    </Modal>
  );
}
