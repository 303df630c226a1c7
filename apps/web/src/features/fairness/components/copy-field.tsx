import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** A read-only value with a copy button. */
export function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const { t } = useTranslation('games');
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(() => toast.success(t('common.copied')));
  };
  return (
    <Field id={id} label={label}>
      <div className="flex gap-2">
        <Input id={id} data-testid={id} readOnly value={value} dir="ltr" className="font-mono" />
        <button
          type="button"
          onClick={copy}
          aria-label={t('common.copy')}
          className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-[var(--radius-control)] bg-ink-600 text-fog hover:text-white"
        >
          <Copy aria-hidden="true" className="size-4" />
        </button>
      </div>
    </Field>
  );
}
