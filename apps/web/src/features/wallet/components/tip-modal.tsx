import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Language } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { decimalToUnits, floorToCentsText, formatUsd } from '@/lib/formatters';
import { useWalletBalance } from '../api/get-balance';
import { lookupUser } from '../api/lookup-user';
import { useTipUser } from '../api/tip-user';
import { errorCodeOf, errorStatusOf } from '../wallet-errors';
import { AmountInput, normalizeAmount } from './amount-input';

export interface TipModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The tipper, to refuse a self-tip before asking the server. */
  player: { id: string; username: string };
  initialUsername?: string;
}

/** Tip User (spec document 2 sections 5, 7 and 8): send credits to another player by name. */
export function TipModal({ isOpen, onClose, player, initialUsername = '' }: TipModalProps) {
  const { t, i18n } = useTranslation('wallet');
  const language = i18n.language as Language;
  const { data: balance } = useWalletBalance();
  const tip = useTipUser();
  const [username, setUsername] = useState(initialUsername);
  const [amount, setAmount] = useState('');
  const [isLookingUp, setIsLookingUp] = useState(false);
  const isBusy = isLookingUp || tip.isPending;

  const selfTip = () => {
    // Spec document 2 section 5: "You cannot tip yourself", and the modal closes.
    toast.error(t('tip.cannotTipYourself'));
    onClose();
  };

  const send = async () => {
    const name = username.trim();
    const text = normalizeAmount(amount);
    const units = decimalToUnits(text);
    if (!name) return void toast.error(t('tip.userNotFound'));
    if (name.toLowerCase() === player.username.toLowerCase()) return selfTip();
    if (units <= 0n) return void toast.error(t('tip.enterAmount'));
    if (balance && units > decimalToUnits(balance.credits)) {
      return void toast.error(t('tip.notEnoughBalance'));
    }
    setIsLookingUp(true);
    let recipient: { id: string; username: string };
    try {
      recipient = await lookupUser(name);
    } catch (error) {
      if (errorStatusOf(error) === 404) toast.error(t('tip.userNotFound'));
      else toast.error(t('tip.failedTitle'), { description: t('tip.failed') });
      return;
    } finally {
      setIsLookingUp(false);
    }
    if (recipient.id === player.id) return selfTip();
    tip.mutate(
      { userId: recipient.id, amount: text },
      {
        onSuccess: () => {
          toast.success(t('tip.successTitle'), {
            description: t('tip.successDetail', {
              username: recipient.username,
              amount: formatUsd(text, language),
            }),
          });
          onClose();
        },
        onError: (error) => {
          const code = errorCodeOf(error);
          if (code === 'SELF_TIP') return selfTip();
          if (code === 'NOT_FOUND') return void toast.error(t('tip.userNotFound'));
          if (errorStatusOf(error) === 403) return void toast.error(t('tip.notEnoughBalance'));
          toast.error(t('tip.failedTitle'), { description: t('tip.failed') });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBusy) void send();
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t('tip.title')}
      description={t('tip.description')}
      closeLabel={t('common.close')}
      testId="tip-modal"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field id="tip-username" label={t('tip.username')}>
          <Input
            id="tip-username"
            data-testid="tip-username"
            autoComplete="off"
            placeholder={t('tip.usernamePlaceholder')}
            maxLength={20}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </Field>
        <AmountInput
          id="tip-amount"
          label={t('common.amount')}
          hint={
            balance
              ? t('common.available', { amount: formatUsd(balance.credits, language) })
              : undefined
          }
          value={amount}
          onChange={setAmount}
          onMax={() => balance && setAmount(floorToCentsText(balance.credits))}
        />
        <Button
          type="submit"
          size="lg"
          data-testid="tip-submit"
          disabled={isBusy}
          className="w-full"
        >
          {t('tip.submit')}
        </Button>
      </form>
    </Modal>
  );
}
