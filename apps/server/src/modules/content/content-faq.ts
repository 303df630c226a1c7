import { NETWORKS } from '@tengu/shared';
import { RATES } from './content-tables';
import type { SeedItem } from './content-seed-types';

/** The support FAQ (spec: support { id question answer }), in English. */
export function supportItems(): SeedItem[] {
  return [
    {
      id: 'deposit-not-credited',
      title: 'My deposit has not arrived. What should I do?',
      body: `Deposits are credited after a number of network confirmations: ${NETWORKS.btc.confirmations} for Bitcoin, ${NETWORKS.eth.confirmations} for Ethereum, ${NETWORKS.tron.confirmations} for Tron, ${NETWORKS.sol.confirmations} for Solana (the full list is in Docs → Deposits). Paste your transaction hash into **Verify deposit** in the Deposit window to see its status. Check you sent on the network shown and, for XRP or TON, included the tag or memo. If it is still missing, email support with the hash.`,
    },
    {
      id: 'withdrawal-time',
      title: 'How long does a withdrawal take?',
      body: "Most withdrawals are sent to the chain within minutes, then take the network's own confirmation time. A large or unusual withdrawal can be held for a short manual security review. Its status and transaction id are in your transaction history.",
    },
    {
      id: 'withdrawal-requirements',
      title: 'Why can I not withdraw yet?',
      body: `Before a first withdrawal you need a verified email address and ${RATES.wagerRequirement} of credits wagered (free bets do not count). The smallest withdrawal is $5. With two-factor authentication on, each withdrawal asks for a code.`,
    },
    {
      id: 'fees',
      title: 'Are there any fees?',
      body: 'Deposits are free on our side. A withdrawal pays one fixed network fee in dollars, shown before you confirm; Docs → Fees and limits lists it for every network.',
    },
    {
      id: 'provably-fair',
      title: 'How do I know the games are fair?',
      body: 'Every in-house game is provably fair: we commit to a hashed server seed before you bet, you pick the client seed, and after rotating you can recompute every result with `tengu-verify` or the Verify tab of the Fairness window. Docs → Provably fair explains each game.',
    },
    {
      id: 'two-factor',
      title: 'How do I protect my account?',
      body: 'Turn on two-factor authentication in Settings → Security with any authenticator app. Use a unique password, and check your active sessions in Settings, where you can sign out any device you do not recognise.',
    },
    {
      id: 'vip-level',
      title: 'How does my VIP level grow?',
      body: 'Your level follows the total credits you have wagered; it never goes down. Each new level pays a level-up reward, and higher levels raise Daily Dollars and unlock the weekly and monthly bonuses. Docs → VIP and rewards has the table.',
    },
    {
      id: 'rakeback',
      title: 'What is rakeback and when can I claim it?',
      body: `Rakeback returns ${RATES.rakeback} of the house edge of every bet (${RATES.boost} during a boost). It accrues with each bet and can be claimed at any time from the rewards menu in the header.`,
    },
    {
      id: 'self-exclusion',
      title: 'Can I take a break or close my account?',
      body: 'Yes. Email support to pause your account for a chosen period or to self-exclude for six months or permanently. We will not reopen it early. Docs → Responsible gambling lists organisations that can help.',
    },
    {
      id: 'contact',
      title: 'How do I contact support?',
      body: "Open live support from the sidebar or the button on this page. We answer around the clock, in English and the site's other languages.",
    },
  ];
}

/** The affiliate FAQ (spec: affiliate { id question answer }), in English. */
export function affiliateItems(): SeedItem[] {
  return [
    {
      id: 'how-it-works',
      title: 'How does the affiliate programme work?',
      body: 'Create a referral code on this page and share its link. Every player who signs up through it is yours for good, and you earn a share of the house edge of their bets for as long as they play.',
    },
    {
      id: 'commission-rate',
      title: 'How much do I earn?',
      body: `You earn ${RATES.referral} of the house edge of every bet your referred players make with credits. For example, $1,000 wagered on dice (1% house edge) earns you $${((1000 * 0.01 * Number.parseFloat(RATES.referral)) / 100).toFixed(2)}. Free bets do not earn commission.`,
    },
    {
      id: 'claiming',
      title: 'When and how is commission paid?',
      body: 'Commission accrues within seconds of each bet and appears in the rewards menu as the referral balance. Claim it at any time: it lands in your balance, ready to play or withdraw.',
    },
    {
      id: 'codes',
      title: 'How many referral codes can I have?',
      body: 'Several: create one per channel (a stream, a forum, a friend group) and this page shows the clicks, sign-ups and commission of each, day by day.',
    },
    {
      id: 'tracking',
      title: 'How are referrals tracked?',
      body: 'A visitor who opens your link carries your code into sign-up. A player already registered, or one who signs up through another code, cannot be moved to yours.',
    },
    {
      id: 'rules',
      title: 'What is not allowed?',
      body: 'Referring yourself or your own accounts, spam, paid ads on our brand name, and promising players anything on our behalf. Commission earned that way is withheld and the code closed.',
    },
  ];
}
