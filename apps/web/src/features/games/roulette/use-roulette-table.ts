import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { decimalToUnits, isDecimalAmount, unitsToDecimal, type RouletteSpot } from '@tengu/shared';
import { api } from '@/lib/api';
import type { BetAmount } from '../hooks/use-bet-amount';
import { addChip, scaleTable, tableTotal, type Table } from './roulette-chips';

interface PlayableBalance {
  credits?: string;
  freebets?: string;
}

const units = (text: string | undefined) =>
  text && isDecimalAmount(text.trim()) ? decimalToUnits(text.trim()) : 0n;

/**
 * The chips on the table with undo and clear, and the bet panel's amount field bound to their
 * total: typing a total, ½, 2× and Max scale every stack (as the auto engine's next amount does).
 */
interface TableState {
  table: Table;
  /** Earlier tables, newest last (undo). */
  history: readonly Table[];
}

const HISTORY = 100;
const push = (state: TableState, table: Table): TableState =>
  table === state.table
    ? state
    : { table, history: [...state.history.slice(-HISTORY + 1), state.table] };

export function useRouletteTable() {
  const [state, setState] = useState<TableState>({ table: [], history: [] });
  const [draft, setDraft] = useState<string | null>(null);
  const { table } = state;
  const total = tableTotal(table);

  const place = useCallback((spot: RouletteSpot, value: bigint) => {
    setDraft(null);
    setState((current) => push(current, addChip(current.table, spot, value)));
  }, []);

  const undo = useCallback(() => {
    setDraft(null);
    setState((current) => {
      const previous = current.history.at(-1);
      return previous === undefined
        ? current
        : { table: previous, history: current.history.slice(0, -1) };
    });
  }, []);

  const clear = useCallback(() => {
    setDraft(null);
    setState((current) => (current.table.length === 0 ? current : push(current, [])));
  }, []);

  /** Scales the stacks to a new total (one undo step). */
  const scaleTo = useCallback((target: bigint) => {
    setState((current) => push(current, scaleTable(current.table, target)));
  }, []);

  const amount: BetAmount = useMemo(() => {
    const shown = draft !== null && units(draft) === total ? draft : unitsToDecimal(total);
    const setAmount: Dispatch<SetStateAction<string>> = (action) => {
      const text = typeof action === 'function' ? action(shown) : action;
      setDraft(text);
      if (isDecimalAmount(text.trim()) && total > 0n) scaleTo(decimalToUnits(text.trim()));
    };
    return {
      amount: draft ?? shown,
      setAmount,
      isValid: draft === null || isDecimalAmount(draft.trim()),
      units: total,
      half: () => setAmount(unitsToDecimal(total / 2n)),
      double: () => setAmount(unitsToDecimal(total * 2n)),
      max: async () => {
        const balance = await api.get<PlayableBalance>('/wallet/balance').catch(() => null);
        if (balance) setAmount(unitsToDecimal(units(balance.credits) + units(balance.freebets)));
      },
    };
  }, [draft, total, scaleTo]);

  return { table, total, amount, place, undo, clear, scaleTo, canUndo: state.history.length > 0 };
}
