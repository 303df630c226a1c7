import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { usePlayerAction } from '../api';

/** Which inputs an action asks for, and how they become the request body. */
export interface ActionSpec {
  id: string;
  title: string;
  path: string;
  fields: ('amount' | 'pocket' | 'minutes' | 'reason' | 'title' | 'message' | 'link')[];
  body: (values: Record<string, string>) => object;
  danger?: boolean;
}

const POCKETS = ['credits', 'freebets', 'vault', 'gold'] as const;

/** One console action: its inputs, the request, a toast, and the server's refusal in place. */
export function ActionDialog({
  playerId,
  spec,
  onClose,
}: {
  playerId: string;
  spec: ActionSpec | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const action = usePlayerAction(playerId);
  // One id per opened dialog: a double click or a retry after a lost answer credits once.
  const [requestId] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<Record<string, string>>({
    pocket: 'credits',
    minutes: '60',
  });
  const set = (key: string) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const close = () => {
    action.reset();
    setValues({ pocket: 'credits', minutes: '60' });
    onClose();
  };
  if (!spec) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate(
      {
        path: spec.path,
        body: spec.path === 'adjust' ? { ...spec.body(values), requestId } : spec.body(values),
      },
      {
        onSuccess: () => {
          toast.success(t('common.saved'));
          close();
        },
      },
    );
  };
  const input = (key: ActionSpec['fields'][number], label: string, props: object = {}) => (
    <Field id={`console-action-${key}`} label={label}>
      <Input
        id={`console-action-${key}`}
        data-testid={`console-action-${key}`}
        value={values[key] ?? ''}
        onChange={(e) => set(key)(e.target.value)}
        {...props}
      />
    </Field>
  );
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && close()}
      title={spec.title}
      closeLabel={t('common.close')}
      testId="console-action-dialog"
    >
      <form onSubmit={submit} className="space-y-3">
        {spec.fields.includes('amount') &&
          input('amount', t('players.actions.amount'), {
            inputMode: 'decimal',
            required: true,
            placeholder: '10.00',
          })}
        {spec.fields.includes('pocket') && (
          <Field id="console-action-pocket" label={t('players.actions.pocket')}>
            <select
              id="console-action-pocket"
              data-testid="console-action-pocket"
              value={values.pocket}
              onChange={(e) => set('pocket')(e.target.value)}
              className="h-11 w-full rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-3 text-sm text-white"
            >
              {POCKETS.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </Field>
        )}
        {spec.fields.includes('minutes') &&
          input('minutes', t('players.actions.minutes'), { inputMode: 'numeric', required: true })}
        {spec.fields.includes('title') &&
          input('title', t('players.actions.notifyHeading'), { required: true, maxLength: 120 })}
        {spec.fields.includes('message') &&
          input('message', t('players.actions.notifyMessage'), { required: true, maxLength: 1000 })}
        {spec.fields.includes('link') &&
          input('link', t('players.actions.notifyLink'), { maxLength: 300 })}
        {spec.fields.includes('reason') &&
          input('reason', t('common.reason'), {
            required: true,
            maxLength: 500,
            placeholder: t('common.reasonPlaceholder'),
          })}
        {action.isError && (
          <p role="alert" data-testid="console-action-error" className="text-sm text-red-400">
            {action.error.message}
          </p>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            data-testid="console-action-submit"
            disabled={action.isPending}
            className={spec.danger ? 'bg-red-600 hover:bg-red-500' : undefined}
          >
            {t('common.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
