import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { useSendTwoFactorRecoveryEmail } from '@/features/auth/api/two-factor-recovery-email';
import { useVerifyTwoFactor } from '@/features/auth/api/verify-two-factor';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';
import { translateError } from '@/features/auth/validation';
import { ApiError } from '@/lib/api-client';

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'auth.validation.codeFormat'),
});
type CodeValues = z.infer<typeof codeSchema>;

/** The second login step (spec document 2 section 4; document 1 section 8, 2FA). */
export function TwoFactorModal({ tempToken }: { tempToken: string }) {
  const { t } = useTranslation();
  const close = useAuthModalStore((s) => s.close);
  const open = useAuthModalStore((s) => s.open);
  const verify = useVerifyTwoFactor();
  const recovery = useSendTwoFactorRecoveryEmail();
  const completeSignIn = useCompleteSignIn();
  const { register, handleSubmit, formState } = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(({ code }) => {
    verify.mutate(
      { tempToken, twoFactorCode: code },
      {
        onSuccess: (result) => completeSignIn(result, 'loggedIn'),
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : null;
          if (code === 'INVALID_2FA_CODE') {
            toast.error(t('auth.toasts.invalid2faTitle'), {
              description: t('auth.toasts.invalid2fa'),
            });
          } else if (code === 'LOGIN_EXPIRED') {
            toast.error(t('auth.toasts.loginExpired'));
            open('signIn');
          } else {
            toast.error(t('auth.toasts.loginError'));
          }
        },
      },
    );
  });

  const sendRecovery = () =>
    recovery.mutate(tempToken, {
      onSuccess: () =>
        toast.success(t('auth.toasts.checkEmailTitle'), {
          description: t('auth.toasts.recoverySent'),
        }),
      onError: () => toast.error(t('auth.toasts.serverError')),
    });

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('auth.twoFactor.title')}
      description={t('auth.twoFactor.description')}
      closeLabel={t('panel.close')}
      testId="two-factor-modal"
    >
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <Field
          id="two-factor-code"
          label={t('auth.twoFactor.codeLabel')}
          error={translateError(t, formState.errors.code?.message)}
        >
          <Input
            id="two-factor-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            dir="ltr"
            data-testid="two-factor-code"
            className="text-center font-mono text-lg tracking-[0.5em]"
            hasError={!!formState.errors.code}
            {...register('code')}
          />
        </Field>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={verify.isPending}
          data-testid="two-factor-submit"
        >
          {t('auth.twoFactor.submit')}
        </Button>
      </form>
      <div className="mt-5 flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          onClick={sendRecovery}
          disabled={recovery.isPending || recovery.isSuccess}
          data-testid="two-factor-recovery"
          className="cursor-pointer text-center font-semibold text-fog hover:text-white disabled:opacity-50"
        >
          {t('auth.twoFactor.lostAccess')}
        </button>
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
