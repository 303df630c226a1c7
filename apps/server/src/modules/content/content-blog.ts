import { NETWORKS } from '@tengu/shared';
import { RATES } from './content-tables';
import type { SeedPost } from './content-seed-types';

/** The blog's first posts (English); covers are SVGs in apps/web/public/blog/covers. */
export function blogPosts(): SeedPost[] {
  return [
    {
      slug: 'verify-your-bets-with-tengu-verify',
      title: 'Verify your bets with tengu-verify',
      excerpt:
        'Provably fair is only worth something if you check it. Here is how to recompute any Tengu bet on your own machine in two minutes.',
      cover: '/blog/covers/verify.svg',
      publishedAt: '2026-11-20T10:00:00Z',
      content: `"Provably fair" is a promise you can test. Every in-house game at Tengu turns three inputs into a result: a **server seed** we commit to before you bet, a **client seed** you choose, and a **nonce** that counts your bets.

## 1. Note the hash before you play

Open the Fairness window under any game. It shows the SHA-256 hash of the active server seed. Copy it somewhere: it is our commitment.

## 2. Play, then rotate

Play as usual. When you want to check, rotate your seed pair. The old server seed is revealed; hash it (any SHA-256 tool) and compare it with the hash you noted. If they match, the seed was fixed before your bets.

## 3. Recompute

From a checkout of the open-source repository:

\`\`\`
npx tengu-verify dice --server-seed <revealed seed> --client-seed <your seed> --nonce 0
\`\`\`

The output is the roll the game showed for your first bet with that pair. Change the nonce to check the next ones; games with options take them as JSON, for example \`--opts '{"mines":3}'\` for Mines.

## Why it works

The result is read from HMAC-SHA256(server seed, \`clientSeed:nonce:cursor\`), the scheme the industry publishes, so independent verifiers agree with ours. We cannot pick a result after seeing your bet, and you can prove it.`,
    },
    {
      slug: 'deposits-confirmations-explained',
      title: 'Why your deposit waits for confirmations',
      excerpt:
        'Two confirmations on Bitcoin, twenty on Tron, one on XRP: what a confirmation is and why each network needs a different number.',
      cover: '/blog/covers/confirmations.svg',
      publishedAt: '2026-11-24T09:00:00Z',
      content: `A transfer you send is first seen in a block; every block built after it is one more **confirmation**. The deeper it is buried, the less likely the chain is to reorganise and drop it.

## Different chains, different numbers

Networks differ in how quickly they settle, so we wait for a different number of blocks on each:

- Bitcoin: ${NETWORKS.btc.confirmations} confirmations (blocks every ten minutes or so).
- Ethereum: ${NETWORKS.eth.confirmations}; BNB Smart Chain: ${NETWORKS.bsc.confirmations}; Polygon: ${NETWORKS.polygon.confirmations}.
- Tron: ${NETWORKS.tron.confirmations}; Solana: ${NETWORKS.sol.confirmations}.
- XRP Ledger, TON and Algorand: ${NETWORKS.xrp.confirmations}, because their ledgers are final as soon as they close.

## What you see meanwhile

Your deposit shows as pending with a confirmation counter as soon as we see it. At the target it is credited at that moment's dollar value, once, and you get a notification. If a reorganisation drops the transfer first, it is cancelled rather than credited twice or wrongly.

The full table is in **Docs → Deposits**.`,
    },
    {
      slug: 'rakeback-and-vip-guide',
      title: 'Rakeback, bonuses and VIP levels: a short guide',
      excerpt:
        'Every bet earns something back. How rakeback, the weekly and monthly bonuses and level-up rewards add up as you play.',
      cover: '/blog/covers/rewards.svg',
      publishedAt: '2026-11-26T12:00:00Z',
      content: `Every bet you make with credits has a small house edge, and a share of that edge comes back to you.

## Rakeback

${RATES.rakeback} of the house edge of each bet accrues as rakeback, claimable whenever you like. Claim a **boost** in one of the daily windows and it rises to ${RATES.boost} while it lasts.

## Weekly and monthly bonuses

From VIP level ${RATES.bonusMinLevel}, ${RATES.weekly} of your week's house edge unlocks every Friday and ${RATES.monthly} of the month's on the 1st. Half is paid at once, the rest through your rewards calendar.

## Levels

Your VIP level follows your total wager and never drops. Each level-up pays a reward, and higher levels grow Daily Dollars. The VIP page shows how far the next level is.

Bring friends too: through the affiliate programme you earn ${RATES.referral} of the house edge of their bets.`,
    },
  ];
}
