import type {
  BonusState,
  BonusType,
  BoostStatus,
  CalendarItem,
  CalendarResponse,
  Gift,
  InventoryItem,
  RewardBalances,
  RewardInfo,
} from '@tengu/shared';
import type { GiftsResponse } from './get-gifts';
import type { InventoryResponse } from './get-inventory';

/**
 * Pure updates of the rewards caches, shared by the claims (on success) and the `user:*` events
 * (spec document 1 section 7). Each returns the old value untouched when there is nothing cached.
 */

export function patchBalances(
  info: RewardInfo | undefined,
  patch: Partial<RewardBalances>,
): RewardInfo | undefined {
  return info && { ...info, balances: { ...info.balances, ...patch } };
}

const bonusKey = (type: BonusType) => (type === 'WB1' ? 'weekly' : 'monthly');

/** `user:bonusUpdate` and a bonus claim: the flag in the balances and in the bonus itself. */
export function setBonusActive(
  info: RewardInfo | undefined,
  type: BonusType,
  active: boolean,
): RewardInfo | undefined {
  if (!info) return info;
  const key = bonusKey(type);
  const bonus: BonusState = { ...info.bonuses[key], active, ...(active ? {} : { value: '0' }) };
  return {
    ...info,
    bonuses: { ...info.bonuses, [key]: bonus },
    balances: {
      ...info.balances,
      [type === 'WB1' ? 'weeklyBonusActive' : 'monthlyBonusActive']: active,
    },
  };
}

/** `user:bonuses`: both bonuses afresh, and their flags. */
export function setBonuses(
  info: RewardInfo | undefined,
  bonuses: { weekly: BonusState; monthly: BonusState },
): RewardInfo | undefined {
  return (
    info && {
      ...info,
      bonuses,
      balances: {
        ...info.balances,
        weeklyBonusActive: bonuses.weekly.active,
        monthlyBonusActive: bonuses.monthly.active,
      },
    }
  );
}

/** A claimed boost: active until `expiry`, the current window's slot used, nothing claimable. */
export function activateBoost(
  boost: BoostStatus | undefined,
  expiry: string,
  currentSlot: BoostStatus['slots'][number]['id'],
): BoostStatus | undefined {
  return (
    boost && {
      ...boost,
      boost: { active: true, expiry },
      claimable: false,
      slots: boost.slots.map((slot) =>
        slot.id === currentSlot ? { ...slot, state: 'used' as const } : slot,
      ),
    }
  );
}

/** `user:newCalendarItem`: added under its date once (a repeated event changes nothing). */
export function addCalendarItem(
  data: CalendarResponse | undefined,
  item: CalendarItem,
): CalendarResponse | undefined {
  if (!data) return data;
  const isKnown = Object.values(data.calendar).some((items) => items.some((i) => i.id === item.id));
  if (isKnown) return data;
  const items = data.calendar[item.date] ?? [];
  return { ...data, calendar: { ...data.calendar, [item.date]: [...items, item] } };
}

/** `user:calendarClaim` and a calendar claim: the item leaves its date. */
export function removeCalendarItem(
  data: CalendarResponse | undefined,
  id: string,
): CalendarResponse | undefined {
  if (!data) return data;
  const calendar: CalendarResponse['calendar'] = {};
  for (const [date, items] of Object.entries(data.calendar)) {
    calendar[date] = items.filter((item) => item.id !== id);
  }
  return { ...data, calendar };
}

/** `user:newInventoryItem`: added once, newest first. */
export function addInventoryItem(
  data: InventoryResponse | undefined,
  item: InventoryItem,
): InventoryResponse | undefined {
  if (!data || data.items.some((i) => i.id === item.id)) return data;
  return { items: [item, ...data.items] };
}

/** `user:inventoryUpdate`: an item no longer active leaves the inventory. */
export function updateInventoryItem(
  data: InventoryResponse | undefined,
  id: string,
  active: boolean,
): InventoryResponse | undefined {
  if (!data) return data;
  return {
    items: active
      ? data.items.map((item) => (item.id === id ? { ...item, active } : item))
      : data.items.filter((item) => item.id !== id),
  };
}

/** A claimed gift stays in the list as claimed (the server's list keeps it too). */
export function markGiftClaimed(
  data: GiftsResponse | undefined,
  id: string,
): GiftsResponse | undefined {
  return (
    data && { gifts: data.gifts.map((g: Gift) => (g.id === id ? { ...g, claimed: true } : g)) }
  );
}
