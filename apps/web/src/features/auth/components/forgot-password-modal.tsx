import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { translateError } from '@/features/auth/validation';

const forgotSchema = z.object({ value: z.string().trim().min(1, 'auth.validation.required') });
type ForgotValues = z.infer<typeof forgotSchema>;

/** Forgot password: one field, email or username; Enter submits (spec document 2 sections 5, 8). */
export function ForgotPasswordModal() {
  const { t } = useTranslation();
  const close = useAuthModalStore((s) => s.close);
  const open = useAuthModalStore((s) => s.open);
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState } = useForm<ForgotValues>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { value: '' },
  });

  const onSubmit = handleSubmit(({ value }) =>
    forgot.mutate(value, {
      onSuccess: () => {
        toast.success(t('auth.toasts.forgotSentTitle'), {
          description: t('auth.toasts.forgotSent'),
        });
        close();
      },
      onError: () =>
        toast.error(t('auth.toasts.forgotFailedTitle'), {
          description: t('auth.toasts.forgotFailed'),
        }),
    }),
  );

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('auth.forgot.title')}
      description={t('auth.forgot.description')}
      closeLabel={t('panel.close')}
      testId="forgot-password-modal"
    >
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <Field
          id="forgot-value"
          label={t('auth.forgot.label')}
          error={translateError(t, formState.errors.value?.message)}
        >
          <Input
            id="forgot-value"
            autoComplete="username"
            autoFocus
            data-testid="forgot-value"
            hasError={!!formState.errors.value}
            {...register('value')}
          />
        </Field>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={forgot.isPending}
          data-testid="forgot-submit"
        >
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <div className="mt-5 text-center text-sm">
        <button
          type="button"
          onClick={() => open('signIn')}
          className="cursor-pointer text-fog hover:text-white"
        >
          {t('auth.twoFactor.back')}
        </button>
      </div>
    </Modal>
  );
}
