import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { decimalToUnits, isDecimalAmount, unitsToDecimal } from '@tengu/shared';
import { api } from '@/lib/api';

interface PlayableBalance {
  credits?: string;
  freebets?: string;
}

/** Dollars with at most 8 decimals as units; anything else counts as 0. */
function units(text: string): bigint {
  return isDecimalAmount(text.trim()) ? decimalToUnits(text.trim()) : 0n;
}

/** The bet amount field with ½, 2× and Max (credits plus free bets: both can be staked). */
export function useBetAmount(initial = '0') {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(initial);
  const isValid = isDecimalAmount(amount.trim());

  const half = () => setAmount(unitsToDecimal(units(amount) / 2n));
  const double = () => setAmount(unitsToDecimal(units(amount) * 2n));
  const max = async () => {
    const cached = queryClient.getQueryData<PlayableBalance>(['wallet', 'balance']);
    const balance = cached ?? (await api.get<PlayableBalance>('/wallet/balance').catch(() => null));
    if (!balance) return;
    setAmount(unitsToDecimal(units(balance.credits ?? '0') + units(balance.freebets ?? '0')));
  };
  return { amount, setAmount, isValid, units: units(amount), half, double, max };
}

export type BetAmount = ReturnType<typeof useBetAmount>;
