import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { EditorModal } from '@/admin/components/editor-modal';
import { SelectField, TextField } from '@/admin/components/form-fields';
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
  const submit = () =>
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
  const input = (
    key: ActionSpec['fields'][number],
    label: string,
    props: Omit<ComponentProps<typeof TextField>, 'id' | 'label'> = {},
  ) =>
    spec.fields.includes(key) && (
      <TextField
        id={`console-action-${key}`}
        label={label}
        value={values[key] ?? ''}
        onChange={(e) => set(key)(e.target.value)}
        {...props}
      />
    );
  return (
    <EditorModal
      title={spec.title}
      testId="console-action-dialog"
      saveTestId="console-action-submit"
      saveLabel={t('common.submit')}
      width="narrow"
      danger={spec.danger}
      pending={action.isPending}
      error={action.error?.message ?? null}
      errorTestId="console-action-error"
      onSubmit={submit}
      onClose={close}
    >
      {input('amount', t('players.actions.amount'), {
        inputMode: 'decimal',
        required: true,
        placeholder: '10.00',
      })}
      {spec.fields.includes('pocket') && (
        <SelectField
          id="console-action-pocket"
          label={t('players.actions.pocket')}
          value={values.pocket}
          onChange={(e) => set('pocket')(e.target.value)}
        >
          {POCKETS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </SelectField>
      )}
      {input('minutes', t('players.actions.minutes'), { inputMode: 'numeric', required: true })}
      {input('title', t('players.actions.notifyHeading'), { required: true, maxLength: 120 })}
      {input('message', t('players.actions.notifyMessage'), { required: true, maxLength: 1000 })}
      {input('link', t('players.actions.notifyLink'), { maxLength: 300 })}
      {input('reason', t('common.reason'), {
        required: true,
        maxLength: 500,
        placeholder: t('common.reasonPlaceholder'),
      })}
    </EditorModal>
  );
}
