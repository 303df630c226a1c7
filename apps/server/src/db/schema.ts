import type { ColumnType, Generated } from 'kysely';

/** Kysely table types. One interface per table, named after it; added to by each module's migration. */

export interface GamesTable {
  id: Generated<string>;
  slug: string;
  name: string;
  provider: string;
  category: string;
  is_house: boolean;
  sort_order: number;
  created_at: ColumnType<Date, never, never>;
}

export interface Database {
  games: GamesTable;
}
