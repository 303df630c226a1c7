import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'codeFormat'),
});
type CodeValues = z.infer<typeof codeSchema>;

/** A 6-digit authenticator code with confirm and cancel buttons. */
export function CodeForm({
  submitLabel,
  isPending,
  onSubmit,
  onCancel,
  variant = 'primary',
}: {
  submitLabel: string;
  isPending: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(({ code }) => onSubmit(code));
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3" noValidate>
      <Field
        id="settings-2fa-code"
        label={t('settings.twoFactor.codeLabel')}
        error={formState.errors.code ? t('auth.validation.codeFormat') : undefined}
      >
        <Input
          id="settings-2fa-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          dir="ltr"
          data-testid="settings-2fa-code"
          className="max-w-56 text-center font-mono text-lg tracking-[0.4em]"
          hasError={!!formState.errors.code}
          {...register('code')}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant={variant}
          disabled={isPending}
          data-testid="settings-2fa-submit"
        >
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('settings.twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}
