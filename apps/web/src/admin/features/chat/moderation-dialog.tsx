import type { ModeratedMessage } from '@tengu/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
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
  const isMute = intent.kind === 'mute';
  const needsReason = intent.kind !== 'delete';
  const titles = {
    mute: t('chat.muteTitle', { name: intent.message.username }),
    unmute: t('chat.unmuteTitle', { name: intent.message.username }),
    delete: t('chat.deleteTitle'),
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && close()}
      title={titles[intent.kind]}
      closeLabel={t('common.close')}
      testId="console-moderation-dialog"
    >
      <blockquote className="mb-4 rounded-[var(--radius-control)] border-s-2 border-accent bg-ink-900 px-3 py-2 text-sm break-words text-fog">
        <span className="font-semibold text-white">{intent.message.username}: </span>
        {intent.message.message}
      </blockquote>
      <form onSubmit={submit} className="space-y-3">
        {isMute && (
          <Field id="console-mute-minutes" label={t('chat.minutes')}>
            <select
              id="console-mute-minutes"
              data-testid="console-mute-minutes"
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
              className="h-11 w-full rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-3 text-sm text-white"
            >
              {[10, 60, 360, 1440, 10080].map((m) => (
                <option key={m} value={m}>
                  {t(`chat.durations.${m}` as 'chat.durations.10')}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field id="console-moderation-reason" label={t('common.reason')}>
          <Input
            id="console-moderation-reason"
            data-testid="console-moderation-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required={needsReason}
            maxLength={500}
            placeholder={t('common.reasonPlaceholder')}
          />
        </Field>
        {moderation.isError && (
          <p role="alert" data-testid="console-moderation-error" className="text-sm text-red-400">
            {moderation.error.message}
          </p>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            data-testid="console-moderation-submit"
            disabled={moderation.isPending}
            className={intent.kind === 'unmute' ? undefined : 'bg-red-600 hover:bg-red-500'}
          >
            {t(`chat.${intent.kind}`)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
