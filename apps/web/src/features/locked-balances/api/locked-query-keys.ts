export const lockedQueryKeys = {
  depositBonus: ['locked-balances', 'deposit-bonus'] as const,
};
