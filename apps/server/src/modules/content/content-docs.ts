import { GAMES } from '@tengu/fairness';
import { RATES, confirmationsTable, feesTable, vipTable } from './content-tables';
import type { SeedItem } from './content-seed-types';

/** The documentation tabs (spec: documentation { id tabTitle title content }), in English. */
export function documentationItems(): SeedItem[] {
  return [
    {
      id: 'deposits',
      tabTitle: 'Deposits',
      title: 'How deposits work',
      body: `Every account has its own deposit address for each currency and network. Open **Wallet → Deposit**, pick the currency and the network, and send any amount at or above the minimum to the address shown (or scan its QR code).

## Step by step

1. Choose the currency (for example USDT) and **the same network your wallet sends on** (for example TRC20). Coins sent on another network cannot be credited.
2. For XRP, TON and other tag networks, copy the **destination tag or memo** too: the shared address needs it to know the deposit is yours.
3. Send the transfer. It appears in the wallet as *pending* as soon as our watcher sees it on the chain.
4. Once it has the confirmations listed below, the dollar value at that moment is credited to your balance and you receive a notification.

## Confirmations per network

${confirmationsTable()}

A transfer that disappears from the chain (a reorganisation) before reaching its confirmations is cancelled and never credited. Each transfer is credited exactly once, however often it is seen.

## Minimums

A transfer below the network's minimum deposit (see **Fees and limits**) is recorded as *rejected* and not credited. If you sent one by mistake, contact support with the transaction id.

## Missing deposit?

Use **Verify deposit** in the Deposit window with the transaction hash: it tells you whether the transfer was found, how many confirmations it has and when it will be credited.`,
    },
    {
      id: 'withdrawals',
      tabTitle: 'Withdrawals',
      title: 'How withdrawals work',
      body: `Open **Wallet → Withdraw**, choose the currency and the network, paste the destination address (and the tag or memo for XRP and TON), and enter the dollar amount.

## Before your first withdrawal

- Verify your email address.
- Wager at least **${RATES.wagerRequirement}** of credits in total. Free bets do not count toward it.
- If two-factor authentication is enabled, every withdrawal asks for a fresh code from your authenticator app.

## What happens next

1. The amount plus the network fee leaves your balance at once, so it cannot be spent twice.
2. The withdrawal is sent to the chain, or held for a short manual review for security when it is large or unusual.
3. Its status moves from *pending* to *sent* (with the transaction id) and then *completed*.
4. A rejected withdrawal is refunded in full, fee included, with the reason shown in your history.

The smallest withdrawal is **$5**. Network fees per chain are listed in **Fees and limits**.`,
    },
    {
      id: 'fees',
      tabTitle: 'Fees and limits',
      title: 'Fees and limits',
      body: `Tengu charges **no fee on deposits**: the network fee of a deposit is paid by the sending wallet. A withdrawal pays one fixed network fee in dollars, shown before you confirm. Minimum deposits are in the coin's own units.

${feesTable()}

The smallest withdrawal is $5, and a first withdrawal needs ${RATES.wagerRequirement} of credits wagered.`,
    },
    {
      id: 'provably-fair',
      tabTitle: 'Provably fair',
      title: 'Provably fair: check every bet yourself',
      body: `Every in-house game result is decided by your seeds, not by us, and you can recompute it.

## How a result is made

- Before you bet, we commit to a secret **server seed** by showing its SHA-256 hash. You choose the **client seed**. Every bet uses the next **nonce** (0, 1, 2, …).
- The game reads random bytes from HMAC-SHA256(key = server seed, message = \`clientSeed:nonce:cursor\`); every four bytes become one number between 0 and 1, which the game maps to its result (the industry's published scheme, so third-party verifiers agree).
- When you **rotate** your seed pair (the **Fairness** button under any game → Seeds), the old server seed is revealed and you can check that its hash is the one you were shown, then recompute every bet made with it.

Crash rounds come from a chain of SHA-256 hashes computed in advance; the chain's final hash is published before the first round, so no round can be changed after the fact.

## Verify with tengu-verify

\`tengu-verify\` is our open-source command-line verifier (packages/fairness in the repository). From a checkout of the repository run:

\`\`\`
npx tengu-verify GAME --server-seed S --client-seed C --nonce N [--opts JSON]
\`\`\`

It prints the result as JSON. Games: ${GAMES.join(', ')}.

| Game | Command |
|---|---|
| Dice | \`tengu-verify dice --server-seed S --client-seed C --nonce 0\` |
| Limbo | \`tengu-verify limbo --server-seed S --client-seed C --nonce 0\` |
| Roulette | \`tengu-verify roulette --server-seed S --client-seed C --nonce 0\` |
| Plinko | \`tengu-verify plinko … --opts '{"rows":16}'\` (the rows you played, 8 to 16) |
| Mines | \`tengu-verify mines … --opts '{"mines":3}'\` (the number of mines) |
| Keno | \`tengu-verify keno --server-seed S --client-seed C --nonce 0\` (the ten drawn numbers) |
| Coinflip | \`tengu-verify coinflip --server-seed S --client-seed C --nonce 0\` |
| Cases | \`tengu-verify cases … --opts '{"table":[{"min":0}, …]}'\` (optional: the case's table) |
| Tengu Towers | \`tengu-verify towers … --opts '{"difficulty":"medium"}'\` |
| Blackjack | \`tengu-verify blackjack --server-seed S --client-seed C --nonce 0\` (the shoe's card order) |
| Dojo Dash | \`tengu-verify dojo-dash … --opts '{"difficulty":"medium"}'\` |
| Crash | \`tengu-verify crash --opts '{"hash":"<round hash>","salt":"<salt>"}'\` |

You can also use the **Verify** tab of the Fairness window under any game: it runs the same code in your browser.`,
    },
    {
      id: 'vip-rewards',
      tabTitle: 'VIP and rewards',
      title: 'VIP levels and rewards',
      body: `Your VIP level grows with the credits you wager (free bets do not count) and never goes down.

${vipTable()}

## Rewards

- **Rakeback**: ${RATES.rakeback} of the house edge of every bet you make, claimable at any time from the rewards menu. A **boost** raises it to ${RATES.boost} for its window.
- **Weekly bonus**: ${RATES.weekly} of the house edge of your week's bets, unlocking on Fridays; **monthly bonus**: ${RATES.monthly} of the month's, unlocking on the 1st. Both need VIP level ${RATES.bonusMinLevel} or higher; half is paid at once and half through the rewards calendar.
- **Daily Dollars**: complete the daily wagering hunt for a dollar prize that grows with your level.
- **Level-up rewards**: every new level pays a reward, shown on the VIP page.
- **Quests, challenges, the weekly raffle and races** add Gold, tickets and prizes: see the Dashboard.

Rates are operator settings and may change; the rewards menu always shows the current ones.`,
    },
    {
      id: 'responsible-gambling',
      tabTitle: 'Responsible gambling',
      title: 'Play responsibly',
      body: `Gambling is entertainment, not a way to make money. Play only with money you can afford to lose.

## Warning signs

- Chasing losses, or betting more to feel the same excitement.
- Borrowing, or using money meant for bills, to gamble.
- Hiding your play from family or friends; feeling restless when not playing.

## Tools that help

- **Take a break**: step away for a day, a week or longer. Contact support and we will pause your account for the period you choose, and we will not lift it early.
- **Self-exclusion**: ask support to close your account for six months or permanently. Self-exclusion cannot be reversed before its end.
- **Vault**: keep winnings you do not want to play in the Vault, out of your playing balance.
- Set a budget before you play and stop when it is gone; never raise it during a session.

## Getting help

- GamCare (UK): gamcare.org.uk
- Gamblers Anonymous: gamblersanonymous.org
- Gambling Therapy (worldwide, many languages): gamblingtherapy.org

You must be 18 or older (or the legal age where you live) to play.`,
    },
  ];
}
