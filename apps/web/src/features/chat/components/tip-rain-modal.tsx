import type { ChatRoom } from '@tengu/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { sanitizeAmountInput } from '@/lib/formatters';
import { useRainDetails, useTipRain } from '../api/chat-api';

/** Tip Rain (spec document 2 sections 5-8): credits split among the room's recent chatters. */
export function TipRainModal({
  room,
  isOpen,
  onClose,
}: {
  room: ChatRoom;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  const [amount, setAmount] = useState('');
  const rain = useTipRain(room);
  const details = useRainDetails(isOpen);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (!amount.trim() || !Number.isFinite(value) || value <= 0) {
      toast.error(t('rain.invalidTitle'), { description: t('rain.invalidBody') });
      return;
    }
    rain.mutate(amount.trim(), {
      onSuccess: (result) => {
        toast.success(t('rain.successTitle'), {
          description: t('rain.successBody', { n: result.recipients }),
        });
        setAmount('');
        onClose();
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.message : '';
        if (message === 'Insufficient funds') {
          toast.error(t('rain.insufficientTitle'), { description: t('rain.insufficientBody') });
        } else if (message === 'Invalid Amount') {
          toast.error(t('rain.invalidTitle'), { description: t('rain.invalidBody') });
        } else if (error instanceof ApiError && error.status === 400) {
          toast.error(t('rain.errorTitle'), { description: t('rain.noRecipients') });
        } else {
          toast.error(t('rain.errorTitle'), { description: t('rain.errorBody') });
        }
      },
    });
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t('rain.title')}
      description={t('rain.description')}
      closeLabel={t('close')}
      testId="tip-rain-modal"
    >
      <form onSubmit={submit} className="space-y-4">
        <Field id="tip-rain-amount" label={t('rain.amountLabel')}>
          <Input
            id="tip-rain-amount"
            inputMode="decimal"
            data-testid="tip-rain-amount"
            value={amount}
            onChange={(event) => setAmount(sanitizeAmountInput(event.target.value))}
            placeholder="0.00"
          />
        </Field>
        {details.data && (
          <p className="text-xs text-fog" data-testid="rain-details">
            {t('rain.sent', { amount: `$${Number(details.data.sent).toFixed(2)}` })}
          </p>
        )}
        <p className="text-xs text-fog">{t('rain.creditsOnly')}</p>
        <Button
          type="submit"
          className="w-full"
          disabled={rain.isPending}
          data-testid="tip-rain-submit"
        >
          {t('rain.submit')}
        </Button>
      </form>
    </Modal>
  );
}
