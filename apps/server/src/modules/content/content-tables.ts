import {
  ASSETS,
  DEFAULT_REWARD_SETTINGS,
  LEVEL_WAGER_MINIMUMS_USD,
  NETWORKS,
  WITHDRAW_WAGER_REQUIREMENT_USD,
  levelTitle,
  withdrawFeeUsdOf,
  type NetworkId,
} from '@tengu/shared';

/**
 * Markdown tables built from the code's own constants, so the help text states the numbers the
 * money core really applies (confirmations, fees, minimums, VIP bands, reward rates).
 */
export function confirmationsTable(): string {
  const rows = (Object.keys(NETWORKS) as NetworkId[]).map((id) => {
    const network = NETWORKS[id];
    return `| ${network.name} | ${network.confirmations} |`;
  });
  return ['| Network | Confirmations before the credit |', '|---|---|', ...rows].join('\n');
}

export function feesTable(): string {
  const rows = ASSETS.flatMap((asset) =>
    asset.networks
      .filter((n) => n.withdrawable)
      .map(
        (n) =>
          `| ${asset.symbol} | ${NETWORKS[n.network].name} | ${n.minDeposit} ${asset.symbol} | $${withdrawFeeUsdOf(asset, n.network)} |`,
      ),
  );
  return [
    '| Currency | Network | Minimum deposit | Withdrawal network fee |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

export function vipTable(): string {
  const levels = [1, 5, 10, 15, 20, 25, 30, 35, 40];
  const rows = levels.map(
    (level) =>
      `| ${level} | ${levelTitle(level)} | $${(LEVEL_WAGER_MINIMUMS_USD[level] ?? 0).toLocaleString('en-US')} |`,
  );
  return ['| Level | Title | Wagered to reach it |', '|---|---|---|', ...rows].join('\n');
}

const percentOf = (bps: number) => `${bps / 100}%`;

export const RATES = {
  rakeback: percentOf(DEFAULT_REWARD_SETTINGS.rakebackBps),
  boost: percentOf(DEFAULT_REWARD_SETTINGS.boostBps),
  referral: percentOf(DEFAULT_REWARD_SETTINGS.referralBps),
  weekly: percentOf(DEFAULT_REWARD_SETTINGS.weeklyBps),
  monthly: percentOf(DEFAULT_REWARD_SETTINGS.monthlyBps),
  bonusMinLevel: DEFAULT_REWARD_SETTINGS.bonusMinLevel,
  wagerRequirement: `$${WITHDRAW_WAGER_REQUIREMENT_USD}`,
};
