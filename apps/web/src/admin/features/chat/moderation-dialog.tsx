import type { ModeratedMessage } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { EditorModal } from '@/admin/components/editor-modal';
import { SelectField, TextField } from '@/admin/components/form-fields';
import { useModeration } from './api';

export type ModerationIntent = { kind: 'delete' | 'mute' | 'unmute'; message: ModeratedMessage };

/** Confirms a delete (optional reason) or a mute (minutes and a reason) of one message's sender. */
export function ModerationDialog({
  intent,
  onClose,
}: {
  intent: ModerationIntent | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const moderation = useModeration();
  const [minutes, setMinutes] = useState('60');
  const [reason, setReason] = useState('');
  if (!intent) return null;
  const close = () => {
    moderation.reset();
    setMinutes('60');
    setReason('');
    onClose();
  };
  const submit = () => {
    const { userId } = intent.message;
    const action =
      intent.kind === 'delete'
        ? { kind: 'delete' as const, messageId: intent.message.id, reason }
        : intent.kind === 'unmute'
          ? { kind: 'unmute' as const, userId, reason }
          : { kind: 'mute' as const, userId, minutes: Number(minutes), reason };
    moderation.mutate(action, {
      onSuccess: () => {
        toast.success(t('common.saved'));
        close();
      },
    });
  };
  const titles = {
    mute: t('chat.muteTitle', { name: intent.message.username }),
    unmute: t('chat.unmuteTitle', { name: intent.message.username }),
    delete: t('chat.deleteTitle'),
  };
  return (
    <EditorModal
      title={titles[intent.kind]}
      testId="console-moderation-dialog"
      saveTestId="console-moderation-submit"
      saveLabel={t(`chat.${intent.kind}`)}
      width="narrow"
      danger={intent.kind !== 'unmute'}
      pending={moderation.isPending}
      error={moderation.error?.message ?? null}
      errorTestId="console-moderation-error"
      onSubmit={submit}
      onClose={close}
    >
      <blockquote className="rounded-[var(--radius-control)] border-s-2 border-accent bg-ink-900 px-3 py-2 text-sm break-words text-fog">
        <span className="font-semibold text-white">{intent.message.username}: </span>
        {intent.message.message}
      </blockquote>
      {intent.kind === 'mute' && (
        <SelectField
          id="console-mute-minutes"
          label={t('chat.minutes')}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
        >
          {[10, 60, 360, 1440, 10080].map((m) => (
            <option key={m} value={m}>
              {t(`chat.durations.${m}` as 'chat.durations.10')}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        id="console-moderation-reason"
        label={t('common.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        // A delete's reason is optional; a mute or an unmute needs one.
        required={intent.kind !== 'delete'}
        maxLength={500}
        placeholder={t('common.reasonPlaceholder')}
      />
    </EditorModal>
  );
}
