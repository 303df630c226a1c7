import { z } from 'zod';
import { consolePageQuerySchema, type StaffRole } from './console';

/**
 * The provider catalogue in the operator console (issue 22; ADR 048): list the providers' games,
 * switch a game or a whole provider off and on, and set the featured order (`position`) the
 * players' lobby lists first. Admin only.
 */
export const CATALOGUE_ROLES: readonly StaffRole[] = ['admin'];

/** Highest featured position (positions are small integers; NULL = not featured). */
export const CATALOGUE_MAX_POSITION = 9999;

export const catalogueGamesQuerySchema = consolePageQuerySchema.extend({
  /** Name or code, substring. */
  q: z.string().trim().max(100).optional(),
  provider: z.string().trim().max(100).optional(),
  /** The operator's switch: only games switched on (`true`) or off (`false`). */
  enabled: z.enum(['true', 'false']).optional(),
});
export type CatalogueGamesQuery = z.input<typeof catalogueGamesQuerySchema>;

export const consoleCatalogueGameSchema = z.object({
  uuid: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  categories: z.array(z.string()),
  /** The provider still offers it (its catalogue import). */
  offeredByProvider: z.boolean(),
  /** The operator's switch for this game. */
  enabled: z.boolean(),
  /** The operator's switch for the game's provider. */
  providerEnabled: z.boolean(),
  /** What the players see: offered, and switched on for the game and its provider. */
  visible: z.boolean(),
  position: z.number().nullable(),
});
export type ConsoleCatalogueGame = z.infer<typeof consoleCatalogueGameSchema>;

export const catalogueGamesResponseSchema = z.object({
  items: z.array(consoleCatalogueGameSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type CatalogueGamesResponse = z.infer<typeof catalogueGamesResponseSchema>;

export const catalogueProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  games: z.number(),
  /** Games switched on by the operator and offered by the provider. */
  enabledGames: z.number(),
  enabled: z.boolean(),
});
export type CatalogueProvider = z.infer<typeof catalogueProviderSchema>;
export const catalogueProvidersResponseSchema = z.object({
  providers: z.array(catalogueProviderSchema),
});
export type CatalogueProvidersResponse = z.infer<typeof catalogueProvidersResponseSchema>;

export const catalogueGameParamsSchema = z.object({ gameId: z.string().uuid() });
export const catalogueProviderParamsSchema = z.object({
  providerId: z.string().trim().min(1).max(100),
});

export const catalogueSwitchRequestSchema = z.object({
  enabled: z.boolean(),
  reason: z.string().trim().max(500).optional(),
});
export type CatalogueSwitchRequest = z.infer<typeof catalogueSwitchRequestSchema>;

export const cataloguePositionRequestSchema = z.object({
  /** Featured order, lowest first; null takes the game out of the featured list. */
  position: z.number().int().min(0).max(CATALOGUE_MAX_POSITION).nullable(),
});
export type CataloguePositionRequest = z.infer<typeof cataloguePositionRequestSchema>;

export const CONSOLE_CATALOGUE_MESSAGES = {
  gameNotFound: 'Game not found.',
  providerNotFound: 'This game provider is not in the catalogue.',
} as const;
