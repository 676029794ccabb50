/** The game catalogue's tables (issue 5): vendors and categories as a merchant offers them, games, favourites, recents, live models. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns';
import { members } from '../account/tables';

/**
 * A vendor as one merchant offers it. The seamless-wallet integration (secret) is the global
 * `vendors` row of the same code; this row is the catalogue side: name, order, how a tap behaves.
 */
export const catalogueVendors = pgTable(
  'catalogue_vendors',
  {
    merchantCode: text('merchant_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    name: text('name').notNull(),
    /** Vendor-level vendors open their game list instead of launching a lobby (spec §4). */
    vendorLevel: boolean('vendor_level').notNull().default(false),
    /**
     * The game server's launch address when the vendor is connected; null while it is not, and
     * a launch then answers the site's honest "not connected yet" page.
     */
    launchUrl: text('launch_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.merchantCode, table.vendorCode] })],
);

/** The categories a merchant shows, in the server's order (spec §2 Game entrance: Hot first, then these). */
export const gameCategories = pgTable(
  'game_categories',
  {
    merchantCode: text('merchant_code').notNull(),
    category: text('category').notNull(),
    sortOrder: integer('sort_order').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.merchantCode, table.category] })],
);

/** Spec §3 Game vendor mapping: which vendors a category lists, in order, and the lobby game a tap launches. */
export const categoryVendors = pgTable(
  'category_vendors',
  {
    merchantCode: text('merchant_code').notNull(),
    category: text('category').notNull(),
    vendorCode: text('vendor_code').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The vendor's lobby game in this category (null for vendor-level vendors). */
    lobbyGameId: bigint('lobby_game_id', { mode: 'number' }),
  },
  (table) => [primaryKey({ columns: [table.merchantCode, table.category, table.vendorCode] })],
);

/** Spec §3 Game. The identity `id` is the game's nodeId. */
export const games = pgTable(
  'games',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    /** The vendor's game code (launch) and id. */
    gameCode: text('game_code').notNull(),
    gameId: text('game_id').notNull(),
    /** The category (spec gameType): RNG, FISH, LIVE ... */
    category: text('category').notNull(),
    name: text('name').notNull(),
    /** Names by language code (lower case), when the vendor supplies them. */
    localizedNames: jsonb('localized_names').$type<Record<string, string>>().notNull().default({}),
    gameClassify: text('game_classify'),
    lottoMode: text('lotto_mode'),
    gameGroupId: text('game_group_id'),
    supportPlay: boolean('support_play').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('games_vendor_code_uq').on(table.merchantCode, table.vendorCode, table.gameCode),
    // The list orders: by category, by vendor within a category, hot and new subsets.
    index('games_category_idx').on(table.merchantCode, table.category, table.sortOrder, table.id),
    index('games_vendor_idx').on(
      table.merchantCode,
      table.vendorCode,
      table.category,
      table.sortOrder,
      table.id,
    ),
    index('games_hot_idx').on(table.merchantCode, table.sortOrder, table.id).where(sql`${table.isHot}`),
    index('games_new_idx').on(table.merchantCode, table.sortOrder, table.id).where(sql`${table.isNew}`),
  ],
);

/** A member's favourite games (spec §4 Favourite toggle). */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('favourite_games_member_idx').on(table.memberId, table.createdAt),
  ],
);

/** A member's launched games, one row per game with its last launch (spec §7 Recent games). */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('recent_games_member_idx').on(table.memberId, table.launchedAt),
  ],
);

/** Live models of the live-model feature (spec §7 Live model list). */
export const liveModels = pgTable(
  'live_models',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    name: text('name').notNull(),
    streaming: boolean('streaming').notNull().default(false),
    gameId: bigint('game_id', { mode: 'number' }).references(() => games.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('live_models_name_uq').on(table.merchantCode, table.name)],
);
