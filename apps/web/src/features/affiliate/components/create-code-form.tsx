import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useCreateAffiliateCode } from '../api/affiliate-api';
import { errorKeyOf, validateCode, type AffiliateErrorKey } from '../code-validation';

/** Create a campaign: a name and a code; the server's refusals show under their field. */
export function CreateCodeForm() {
  const { t } = useTranslation('affiliate');
  const create = useCreateAffiliateCode();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ name?: AffiliateErrorKey; code?: AffiliateErrorKey }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCode({ name, code });
    setErrors(found);
    if (found.name || found.code) return;
    create.mutate(
      { name: name.trim(), code: code.trim() },
      {
        onSuccess: () => {
          setName('');
          setCode('');
          toast.success(t('create.created'));
        },
        onError: (error) => {
          const key = error instanceof ApiError ? errorKeyOf(error.message) : undefined;
          if (key === 'nameRequired' || key === 'nameTooLong') setErrors({ name: key });
          else if (key) setErrors({ code: key });
          else toast.error(t('create.failed'));
        },
      },
    );
  };

  return (
    <form
      data-testid="affiliate-create-form"
      onSubmit={submit}
      noValidate
      className="mt-4 border-t border-ink-700 pt-4"
    >
      <h3 className="mb-3 text-sm font-bold">{t('create.title')}</h3>
      <div className="grid gap-3 xs:grid-cols-2">
        <Field
          id="affiliate-create-name"
          label={t('create.name')}
          error={errors.name ? t(`errors.${errors.name}`) : undefined}
        >
          <Input
            id="affiliate-create-name"
            data-testid="affiliate-create-name"
            value={name}
            maxLength={60}
            placeholder={t('create.namePlaceholder')}
            hasError={!!errors.name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Field
          id="affiliate-create-code"
          label={t('create.code')}
          error={errors.code ? t(`errors.${errors.code}`) : undefined}
          hint={t('create.codeHint')}
        >
          <Input
            id="affiliate-create-code"
            data-testid="affiliate-create-code"
            dir="ltr"
            value={code}
            maxLength={30}
            placeholder="SUMMER24"
            hasError={!!errors.code}
            onChange={(event) => setCode(event.target.value)}
          />
        </Field>
        <Button
          type="submit"
          data-testid="affiliate-create-submit"
          disabled={create.isPending}
          className="xs:col-span-2"
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('create.submit')}
        </Button>
      </div>
    </form>
  );
}
