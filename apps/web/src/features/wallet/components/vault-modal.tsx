import * as Tabs from '@radix-ui/react-tabs';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Language } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { decimalToUnits, floorToCentsText, formatUsd, formatUsdWhole } from '@/lib/formatters';
import { useWalletBalance } from '../api/get-balance';
import { useVaultTransfer } from '../api/vault-transfer';
import { errorCodeOf } from '../wallet-errors';
import { AmountInput, normalizeAmount } from './amount-input';
import { SecretInput } from './secret-input';

type VaultTab = 'deposit' | 'withdraw';

export interface VaultModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** A 2FA code is asked for only when two-factor is on (spec document 2 section 5). */
  isTwoFactorEnabled: boolean;
}

/** The Vault (spec document 2 sections 4, 5 and 8): credits in and out of the vault. */
export function VaultModal({ isOpen, onClose, isTwoFactorEnabled }: VaultModalProps) {
  const { t, i18n } = useTranslation('wallet');
  const language = i18n.language as Language;
  const { data: balance } = useWalletBalance();
  const transfer = useVaultTransfer();
  const [tab, setTab] = useState<VaultTab>('deposit');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  const fail = (title: string, description?: string) => toast.error(title, { description });

  const switchTab = (next: string) => {
    // Switching tabs clears the amount (spec document 2 section 4).
    setTab(next === 'withdraw' ? 'withdraw' : 'deposit');
    setAmount('');
  };

  const onMax = () => {
    if (balance) setAmount(floorToCentsText(tab === 'deposit' ? balance.credits : balance.vault));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!balance || transfer.isPending) return;
    const text = normalizeAmount(amount);
    const units = decimalToUnits(text);
    if (tab === 'deposit') {
      if (units <= 0n) return fail(t('vault.enterAmount'), t('vault.enterAmountDetail'));
      if (units > decimalToUnits(balance.credits)) {
        return fail(t('vault.insufficientFunds'), t('vault.insufficientDepositDetail'));
      }
    } else {
      if (units <= 0n || !password || (isTwoFactorEnabled && !code.trim())) {
        return fail(t('vault.fillAllFields'));
      }
      if (units > decimalToUnits(balance.vault)) {
        return fail(t('vault.insufficientFunds'), t('vault.insufficientVaultDetail'));
      }
    }
    transfer.mutate(
      tab === 'deposit'
        ? { target: 'vault', amount: text }
        : {
            target: 'balance',
            amount: text,
            password,
            ...(isTwoFactorEnabled ? { twoFactorCode: code.trim() } : {}),
          },
      {
        onSuccess: () => {
          const shown = formatUsd(text, language);
          if (tab === 'deposit') {
            toast.success(t('vault.depositedTitle'), {
              description: t('vault.depositedDetail', { amount: shown }),
            });
          } else {
            toast.success(t('vault.withdrawnTitle'), {
              description: t('vault.withdrawnDetail', { amount: shown }),
            });
          }
          setAmount('');
          setPassword('');
          setCode('');
        },
        onError: (error) => {
          switch (errorCodeOf(error)) {
            case 'AMOUNT_REQUIRED':
              return fail(t('vault.enterAmount'), t('vault.enterAmountDetail'));
            case 'FIELDS_REQUIRED':
              return fail(t('vault.fillAllFields'));
            case 'INSUFFICIENT_FUNDS':
              return fail(
                t('vault.insufficientFunds'),
                tab === 'deposit'
                  ? t('vault.insufficientDepositDetail')
                  : t('vault.insufficientVaultDetail'),
              );
            case 'INVALID_PASSWORD_OR_2FA':
              return fail(t('vault.invalidPasswordOr2fa'), t('vault.tryAgain'));
            default:
              return tab === 'deposit'
                ? fail(t('vault.depositFailed'), t('vault.depositError'))
                : fail(t('vault.withdrawFailed'), t('vault.tryAgain'));
          }
        },
      },
    );
  };

  const tabClass =
    'flex-1 cursor-pointer rounded-md py-2 text-sm font-semibold text-fog transition-colors data-[state=active]:bg-ink-600 data-[state=active]:text-white';

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t('vault.title')}
      closeLabel={t('common.close')}
      testId="vault-modal"
    >
      <div className="mb-4 grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-[var(--radius-control)] bg-ink-900 p-3">
          <p className="text-xs text-fog">{t('vault.balance')}</p>
          {balance ? (
            <p data-testid="vault-balance-credits" className="font-bold tabular-nums">
              {formatUsd(balance.credits, language)}
            </p>
          ) : (
            <Skeleton className="mt-1 h-5 w-16" />
          )}
        </div>
        <div className="rounded-[var(--radius-control)] bg-ink-900 p-3">
          <p className="text-xs text-fog">{t('vault.inVault')}</p>
          {balance ? (
            <p data-testid="vault-balance-vault" className="font-bold tabular-nums">
              {formatUsdWhole(balance.vault, language)}
            </p>
          ) : (
            <Skeleton className="mt-1 h-5 w-16" />
          )}
        </div>
      </div>
      <Tabs.Root value={tab} onValueChange={switchTab} dir={i18n.dir()}>
        <Tabs.List className="mb-4 flex gap-1 rounded-[var(--radius-control)] bg-ink-900 p-1">
          <Tabs.Trigger value="deposit" data-testid="vault-tab-deposit" className={tabClass}>
            {t('vault.tabDeposit')}
          </Tabs.Trigger>
          <Tabs.Trigger value="withdraw" data-testid="vault-tab-withdraw" className={tabClass}>
            {t('vault.tabWithdraw')}
          </Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <AmountInput
          id="vault-amount"
          label={t('common.amount')}
          value={amount}
          onChange={setAmount}
          onMax={onMax}
        />
        {tab === 'withdraw' && (
          <Field id="vault-password" label={t('vault.password')}>
            <SecretInput
              id="vault-password"
              data-testid="vault-password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
        )}
        {tab === 'withdraw' && isTwoFactorEnabled && (
          <Field id="vault-2fa" label={t('vault.twoFactor')}>
            <Input
              id="vault-2fa"
              data-testid="vault-2fa"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
          </Field>
        )}
        <Button
          type="submit"
          size="lg"
          data-testid="vault-submit"
          disabled={transfer.isPending || !balance}
          className={cn('w-full')}
        >
          {tab === 'deposit' ? t('vault.submitDeposit') : t('vault.submitWithdraw')}
        </Button>
      </form>
    </Modal>
  );
}
