import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { useChangePassword } from '@/features/auth/api/change-password';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { PASSWORD_MESSAGE_KEYS, passwordProblemKey } from '@/features/auth/password-rules';
import { newPasswordSchema } from '@/features/auth/signup-schema';
import { translateError } from '@/features/auth/validation';
import { ApiError } from '@/lib/api-client';
import { useLocalizedPath } from '@/lib/localized-link';
import { PasswordInput } from './password-input';

const changeSchema = z
  .object({ newPassword: newPasswordSchema, confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, {
    path: ['confirm'],
    message: 'auth.validation.passwordsDoNotMatch',
  });
type ChangeValues = z.infer<typeof changeSchema>;

/** Forgot/Change Password, opened by the emailed `pw_token` (document 1 section 2; document 2 sections 2, 5). */
export function ChangePasswordModal({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { localize } = useLocalizedPath();
  const close = useAuthModalStore((s) => s.close);
  const open = useAuthModalStore((s) => s.open);
  const change = useChangePassword();
  const { register, handleSubmit, watch, setError, formState } = useForm<ChangeValues>({
    resolver: zodResolver(changeSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirm: '' },
  });
  const { errors } = formState;
  const password = watch('newPassword');
  const liveKey = password ? passwordProblemKey(password) : null;

  const onSubmit = handleSubmit(({ newPassword }) => {
    if (!token) {
      toast.error(t('auth.validation.invalidToken'));
      return;
    }
    change.mutate(
      { newPassword, token },
      {
        onSuccess: () => {
          toast.success(t('auth.toasts.passwordChangedTitle'), {
            description: t('auth.toasts.passwordChanged'),
          });
          // After a successful change the player goes to / (spec document 2 section 2).
          void navigate(localize('/'));
          open('signIn');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'WEAK_PASSWORD') {
            const key = PASSWORD_MESSAGE_KEYS[error.message as keyof typeof PASSWORD_MESSAGE_KEYS];
            setError('newPassword', { message: key ?? 'auth.validation.passwordCommon' });
          } else {
            toast.error(t('auth.validation.invalidToken'));
          }
        },
      },
    );
  });

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('auth.change.title')}
      description={t('auth.change.description')}
      closeLabel={t('panel.close')}
      testId="change-password-modal"
    >
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <Field
          id="change-password"
          label={t('auth.change.newLabel')}
          error={translateError(t, liveKey ?? errors.newPassword?.message)}
        >
          <PasswordInput
            id="change-password"
            autoComplete="new-password"
            autoFocus
            data-testid="change-password"
            hasError={!!liveKey || !!errors.newPassword}
            {...register('newPassword')}
          />
        </Field>
        <Field
          id="change-confirm"
          label={t('auth.change.confirmLabel')}
          error={translateError(t, errors.confirm?.message)}
        >
          <PasswordInput
            id="change-confirm"
            autoComplete="new-password"
            data-testid="change-confirm"
            hasError={!!errors.confirm}
            {...register('confirm')}
          />
        </Field>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={change.isPending}
          data-testid="change-submit"
        >
          {t('auth.change.submit')}
        </Button>
      </form>
    </Modal>
  );
}
