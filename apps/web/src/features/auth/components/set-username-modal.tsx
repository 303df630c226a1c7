import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { USERNAME_PATTERN } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { useChangeUsername } from '@/features/auth/api/change-username';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { useUsernameCheck } from '@/features/auth/hooks/use-username-check';
import { useUsernameHint } from '@/features/auth/hooks/use-username-hint';
import { translateError } from '@/features/auth/validation';
import { ApiError } from '@/lib/api-client';

const usernameSchema = z.object({
  username: z.string().trim().regex(USERNAME_PATTERN, 'auth.validation.usernameInvalid'),
});
type UsernameValues = z.infer<typeof usernameSchema>;

/**
 * Set username (spec document 2 sections 4, 5). Players flagged need_change_username cannot
 * close it until they have chosen one.
 */
export function SetUsernameModal() {
  const { t } = useTranslation();
  const close = useAuthModalStore((s) => s.close);
  const { data: user } = useCurrentUser();
  const change = useChangeUsername();
  const isForced = user?.need_change_username ?? false;
  const { register, handleSubmit, watch, setError, formState } = useForm<UsernameValues>({
    resolver: zodResolver(usernameSchema),
    mode: 'onTouched',
    defaultValues: { username: '' },
  });
  const check = useUsernameCheck(watch('username'), user?.username);
  const hint = useUsernameHint(check);

  const onSubmit = handleSubmit(({ username }) => {
    if (check === 'taken') return;
    change.mutate(username, {
      onSuccess: () => {
        toast.success(t('auth.toasts.usernameSaved'));
        close();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'USERNAME_TAKEN') {
          setError('username', { message: 'auth.validation.usernameTaken' });
        } else {
          toast.error(t('auth.toasts.genericError'));
        }
      },
    });
  });

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && !isForced && close()}
      isDismissible={!isForced}
      title={t('auth.username.title')}
      description={t('auth.username.description')}
      closeLabel={t('panel.close')}
      testId="set-username-modal"
    >
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <Field
          id="set-username"
          label={t('auth.username.label')}
          error={translateError(t, formState.errors.username?.message) ?? hint.error}
          hint={hint.hint}
          hintTone={hint.tone}
        >
          <Input
            id="set-username"
            autoComplete="username"
            autoFocus
            data-testid="set-username"
            hasError={!!formState.errors.username || !!hint.error}
            {...register('username')}
          />
        </Field>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={change.isPending || check === 'taken'}
          data-testid="set-username-submit"
        >
          {t('auth.username.submit')}
        </Button>
      </form>
    </Modal>
  );
}
