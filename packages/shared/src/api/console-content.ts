import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { chatRoomSchema } from './chat';
import type { StaffRole } from './console';

/**
 * Banners, chat moderation and content in the operator console (issues 22 and 23;
 * docs/decisions/040-banners-and-moderation.md).
 */

export const BANNER_MESSAGES = {
  notFound: 'Banner not found.',
  englishRequired: 'A banner needs an English text.',
  windowOrder: 'A banner must end after it starts.',
  badLink: 'A link must be a path on this site (like /rewards) or an https address.',
} as const;

export const BANNER_PLACEMENTS = ['home', 'chat'] as const;
export const bannerPlacementSchema = z.enum(BANNER_PLACEMENTS);
export type BannerPlacement = z.infer<typeof bannerPlacementSchema>;

/** GET /api/banners: the banners live now, in the reader's language (English otherwise). */
export const bannersQuerySchema = z.object({
  placement: bannerPlacementSchema.default('home'),
  language: z.enum(LANGUAGES).catch('en').default('en'),
});
export const publicBannerSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  link: z.string().nullable(),
});
export type PublicBanner = z.infer<typeof publicBannerSchema>;
export const publicBannersResponseSchema = z.object({ banners: z.array(publicBannerSchema) });
export type PublicBannersResponse = z.infer<typeof publicBannersResponseSchema>;

const bannerText = z.string().trim().max(300);
export const bannerTextsSchema = z
  .object(
    Object.fromEntries(LANGUAGES.map((l) => [l, bannerText.optional()])) as {
      [K in (typeof LANGUAGES)[number]]: z.ZodOptional<typeof bannerText>;
    },
  )
  .refine((t) => (t.en ?? '').length > 0, { message: BANNER_MESSAGES.englishRequired });
export type BannerTexts = Partial<Record<(typeof LANGUAGES)[number], string>>;

export const bannerLinkSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?!\/)\S*$|^https:\/\/\S+$/, BANNER_MESSAGES.badLink);

/** The operator's banner: texts per language, optional link, window, order, where it shows. */
export const bannerInputSchema = z
  .object({
    texts: bannerTextsSchema,
    link: bannerLinkSchema.nullable().default(null),
    startsAt: z.coerce.date().nullable().default(null),
    endsAt: z.coerce.date().nullable().default(null),
    position: z.coerce.number().int().min(0).max(10_000).default(0),
    onHome: z.boolean().default(true),
    inChat: z.boolean().default(true),
  })
  .refine((b) => !b.startsAt || !b.endsAt || b.endsAt > b.startsAt, {
    message: BANNER_MESSAGES.windowOrder,
    path: ['endsAt'],
  });
export type BannerInput = z.input<typeof bannerInputSchema>;

export const adminBannerSchema = z.object({
  id: z.number().int(),
  texts: z.record(z.string(), z.string()),
  link: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  position: z.number().int(),
  onHome: z.boolean(),
  inChat: z.boolean(),
  /** live: shown now; scheduled: starts later; ended: past its end. */
  state: z.enum(['live', 'scheduled', 'ended']),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannersResponseSchema = z.object({ banners: z.array(adminBannerSchema) });
export type AdminBannersResponse = z.infer<typeof adminBannersResponseSchema>;
export const bannerIdParamsSchema = z.object({ bannerId: z.coerce.number().int().min(1) });

/** Chat moderation: the latest messages of a room (or all rooms), deleted ones marked. */
export const chatModerationQuerySchema = z.object({
  room: chatRoomSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const moderatedMessageSchema = z.object({
  id: z.string(),
  room: chatRoomSchema,
  userId: z.string(),
  username: z.string(),
  message: z.string(),
  messageType: z.enum(['text', 'bet_share']),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
  /** The sender's mute end when muted now. */
  mutedUntil: z.string().nullable(),
});
export type ModeratedMessage = z.infer<typeof moderatedMessageSchema>;
export const chatModerationResponseSchema = z.object({ messages: z.array(moderatedMessageSchema) });
export type ChatModerationResponse = z.infer<typeof chatModerationResponseSchema>;
export const chatMessageParamsSchema = z.object({ messageId: z.string().uuid() });

export const moderationLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const moderationLogEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actor: z.string(),
  targetUserId: z.string().nullable(),
  targetUsername: z.string().nullable(),
  messageId: z.string().nullable(),
  details: z.unknown(),
  createdAt: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;
export const moderationLogResponseSchema = z.object({
  items: z.array(moderationLogEntrySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type ModerationLogResponse = z.infer<typeof moderationLogResponseSchema>;

/** Content: FAQ, documentation and affiliate entries, blog posts (all languages). */
export const CONTENT_KINDS = ['support', 'documentation', 'affiliate'] as const;
export const contentKindSchema = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof contentKindSchema>;

export const adminContentItemSchema = z.object({
  kind: contentKindSchema,
  id: z.string(),
  language: z.string(),
  position: z.number(),
  tab: z.string().nullable(),
  title: z.string(),
  body: z.string(),
});
export type AdminContentItem = z.infer<typeof adminContentItemSchema>;
export const adminContentResponseSchema = z.object({ items: z.array(adminContentItemSchema) });
export type AdminContentResponse = z.infer<typeof adminContentResponseSchema>;
export const contentListQuerySchema = z.object({ kind: contentKindSchema });

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'An id is lower-case words joined by dashes.');
export const contentItemRequestSchema = z.object({
  kind: contentKindSchema,
  id: slug,
  language: z.enum(LANGUAGES).default('en'),
  position: z.number().int().min(0).max(10_000).default(0),
  tab: z.string().trim().min(1).max(60).optional(),
  title: z.string().trim().min(1).max(300),
  body: z.string().trim().min(1).max(50_000),
});
export type ContentItemRequest = z.input<typeof contentItemRequestSchema>;
export const contentItemKeySchema = z.object({
  kind: contentKindSchema,
  id: slug,
  language: z.enum(LANGUAGES),
});

export const adminBlogPostSchema = z.object({
  slug: z.string(),
  language: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover: z.string(),
  content: z.string(),
  publishedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;
export const adminBlogResponseSchema = z.object({ posts: z.array(adminBlogPostSchema) });
export type AdminBlogResponse = z.infer<typeof adminBlogResponseSchema>;
export const blogPostRequestSchema = z.object({
  slug,
  language: z.enum(LANGUAGES).default('en'),
  title: z.string().trim().min(1).max(200),
  excerpt: z.string().trim().min(1).max(500),
  cover: z
    .string()
    .regex(
      /^\/[\w./-]+$|^https:\/\/\S+$/,
      'A cover is a path like /blog/covers/x.svg or an https URL.',
    ),
  content: z.string().trim().min(1).max(100_000),
  publishedAt: z.coerce.date().optional(),
});
export type BlogPostRequest = z.input<typeof blogPostRequestSchema>;
export const blogPostKeySchema = z.object({ slug, language: z.enum(LANGUAGES) });

/** Who may edit banners, FAQ, docs and the blog in the console (admin may use every part). */
export const CONSOLE_CONTENT_ROLES = ['admin', 'support'] as const satisfies readonly StaffRole[];

/** POST /api/admin/banners/:bannerId/remove and the content deletion: an optional reason. */
export const optionalReasonSchema = z.object({ reason: z.string().trim().max(500).optional() });
