import { z } from 'zod';

/**
 * Free spins at providers (issue 20; docs/decisions/033-free-spin-tips.md): a player tips
 * another free spins of a provider slot (spec document 2 sections 2, 5, 7, 8, 9: "Tip
 * Freespins"), and a lootbox free-spin prize is played the same way. The casino pays the spins'
 * cost up front and grants the campaign at the provider, which plays them out through the
 * seamless wallet (bets of 0 marked free, then the wins).
 */

/** Spec document 2 section 5 (Tip freespins) and section 8 (Freespin tip messages), verbatim. */
export const FREE_SPIN_MESSAGES = {
  noGame: 'No game selected',
  invalidAmount: 'Invalid spin amount',
  invalidCount: 'Invalid spin count',
  /** Ours for "Only the provider hacksaw is allowed": any provider with free-spin campaigns. */
  providerNotAllowed: 'Free spins are not available for this provider',
  gameUnavailable: 'This game is not available for free spins',
  cannotTipYourself: 'You cannot tip yourself',
  userNotFound: 'User not found',
  notEnoughBalance: "You don't have enough balance",
  networkTitle: 'Network error',
  network: 'Could not connect to the server. Please check your internet connection.',
  failedTitle: 'Free spins not sent',
  failed: 'Something went wrong. Please try again.',
  /** The provider did not answer: the spins stay owed and are granted by a retry. */
  pending: 'The game provider is slow to answer: the free spins will arrive shortly.',
  /** The provider refused the campaign: the cost went back. */
  refused: 'The game provider refused the free spins; your balance was refunded.',
  lootboxUnknown: 'No free spins to claim',
} as const;

/** At most this many spins in one tip. */
export const FREE_SPIN_MAX_COUNT = 100;

/**
 * The spin amounts offered (USD): Tengu Studio's bet steps ($0.10 … $100, provider units
 * 10⁻⁵ USD). A provider that grants free spins must accept these bets.
 */
export const FREE_SPIN_AMOUNTS_USD = [
  '0.1',
  '0.2',
  '0.5',
  '1',
  '2',
  '5',
  '10',
  '20',
  '50',
  '100',
] as const;

/** A lootbox free spin is worth $0.20 (spec document 2 section 9). */
export const FREE_SPIN_LOOTBOX_AMOUNT_USD = '0.2';

/** The provider the fallback list belongs to (the bundled studio), when the options cannot load. */
export const FREE_SPIN_FALLBACK_PROVIDER = 'tengu-studio';

/**
 * Spec document 2 section 9: "Freespin fallback game list has 5 games", shown when the
 * provider's game list cannot load or is empty. The studio ships four slots; the fifth code is
 * reserved for its next slot and is skipped while the server does not know it (ADR 033).
 */
export const FREE_SPIN_FALLBACK_GAMES = [
  { code: 'koi-fortune', name: 'Koi Fortune', slug: 'Koi-Fortune' },
  { code: 'sakura-tumble', name: 'Sakura Tumble', slug: 'Sakura-Tumble' },
  { code: 'golden-tengu', name: 'Golden Tengu', slug: 'Golden-Tengu' },
  { code: 'book-of-degen', name: 'Book of Degen', slug: 'Book-of-Degen' },
  { code: 'lantern-festival', name: 'Lantern Festival', slug: 'Lantern-Festival' },
] as const;

/**
 * POST /api/provider-games/free-spins/tip (spec document 2 section 7: "userId, gameUuid,
 * spinCount, spinAmount, provider"). Loose on purpose: the service answers the spec's texts.
 * `gameUuid` is a catalogue uuid, or a fallback game's code. `requestId` (a uuid the client
 * makes per attempt) makes a retried request answer the first result and move nothing twice.
 */
export const freeSpinTipRequestSchema = z.object({
  userId: z.string().max(100),
  gameUuid: z.string().max(100).nullish(),
  spinCount: z.union([z.number(), z.string().max(30)]).nullish(),
  spinAmount: z.union([z.number(), z.string().max(30)]).nullish(),
  provider: z.string().max(64).nullish(),
  requestId: z.uuid(),
});
export type FreeSpinTipRequest = z.input<typeof freeSpinTipRequestSchema>;

export const FREE_SPIN_CAMPAIGN_STATES = ['pending', 'granted', 'refused'] as const;

export const freeSpinCampaignSchema = z.object({
  id: z.string(),
  state: z.enum(FREE_SPIN_CAMPAIGN_STATES),
  spins: z.number().int(),
  /** One spin's bet, USD decimal. */
  spinAmount: z.string(),
  /** spins × spinAmount, USD decimal. */
  cost: z.string(),
  game: z.object({
    uuid: z.string(),
    name: z.string(),
    slug: z.string(),
    image: z.string(),
    providerId: z.string(),
  }),
});
export type FreeSpinCampaign = z.infer<typeof freeSpinCampaignSchema>;

/** Spec document 2 section 7: the answer is a server message. */
export const freeSpinTipResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  campaign: freeSpinCampaignSchema,
  /** The tipper's credits after the tip, USD decimal. */
  credits: z.string(),
});
export type FreeSpinTipResponse = z.infer<typeof freeSpinTipResponseSchema>;

/** GET /api/provider-games/free-spins/options: what the Tip Freespins modal may offer. */
export const freeSpinOptionsResponseSchema = z.object({
  /** Providers whose integration grants free-spin campaigns; the first is the default. */
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
  amounts: z.array(z.string()),
  maxCount: z.number().int(),
  /** Codes of the fallback list the server knows (enabled games of those providers). */
  knownFallbackCodes: z.array(z.string()),
});
export type FreeSpinOptionsResponse = z.infer<typeof freeSpinOptionsResponseSchema>;

/**
 * POST /api/provider-games/free-spins/lootbox/:openId {gameUuid}: plays a lootbox free-spin prize
 * on the chosen game. Once per prize: a second call answers the first campaign (its game).
 */
export const freeSpinLootboxParamsSchema = z.object({ openId: z.uuid() });
export const freeSpinLootboxRequestSchema = z.object({ gameUuid: z.string().max(100).nullish() });
export const freeSpinLootboxResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  campaign: freeSpinCampaignSchema,
});
export type FreeSpinLootboxResponse = z.infer<typeof freeSpinLootboxResponseSchema>;

/** GET /api/provider-games/free-spins/lootbox/:openId: the campaign of a prize, if claimed. */
export const freeSpinLootboxStateSchema = z.object({
  campaign: freeSpinCampaignSchema.nullable(),
});
export type FreeSpinLootboxState = z.infer<typeof freeSpinLootboxStateSchema>;
