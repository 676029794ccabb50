/**
 * The catalogue in the database. Every list is one query over the games indexes (games_category_idx,
 * games_vendor_idx, the partial hot and new indexes, the favourite and recent member indexes) with
 * the vendor joined, plus a count for the page total: no query per game. Only enabled games of
 * enabled vendors are listed or launched.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { type OperatorActor, recordAudit } from '../../db/operator-audit';
import { type PageRequest, pageWithTotal } from '../../db/page';
import {
  catalogueVendors,
  categoryVendors,
  favouriteGames,
  gameCategories,
  games,
  liveModels,
  recentGames,
} from './tables';

/** A game as a vendor's round names it: the vendor and its game code. */
export const playedGameKey = (game: { vendorCode: string; gameCode: string }) =>
  JSON.stringify([game.vendorCode, game.gameCode]);

/** The columns every game answer is built from. */
const gameColumns = {
  id: games.id,
  gameId: games.gameId,
  gameCode: games.gameCode,
  category: games.category,
  name: games.name,
  localizedNames: games.localizedNames,
  gameClassify: games.gameClassify,
  lottoMode: games.lottoMode,
  gameGroupId: games.gameGroupId,
  supportPlay: games.supportPlay,
  isHot: games.isHot,
  isNew: games.isNew,
  vendorCode: games.vendorCode,
  vendorName: catalogueVendors.name,
};

export interface GameRow {
  id: number;
  gameId: string;
  gameCode: string;
  category: string;
  name: string;
  localizedNames: Record<string, string>;
  gameClassify: string | null;
  lottoMode: string | null;
  gameGroupId: string | null;
  supportPlay: boolean;
  isHot: boolean;
  isNew: boolean;
  vendorCode: string;
  vendorName: string;
}

/** A game as a launch needs it: with its vendor's launch address (null: not connected). */
export interface LaunchableGame extends GameRow {
  launchUrl: string | null;
}

export interface GameFilter {
  gameName?: string;
  /** Lower-case language code whose localized names the name search also looks at. */
  language: string;
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  isNew?: boolean;
  isHot?: boolean;
  /** Only these games (node ids). */
  nodeIds?: number[];
}

/** Games of the merchant that may be shown: the game and its vendor enabled. */
const listable = (merchantCode: string): SQL =>
  and(
    eq(games.merchantCode, merchantCode),
    eq(games.enabled, true),
    eq(catalogueVendors.enabled, true),
  ) as SQL;

const vendorJoin = and(
  eq(catalogueVendors.merchantCode, games.merchantCode),
  eq(catalogueVendors.vendorCode, games.vendorCode),
);

const filterOf = (merchantCode: string, filter: GameFilter): SQL => {
  const conditions: (SQL | undefined)[] = [listable(merchantCode)];
  if (filter.gameType) conditions.push(eq(games.category, filter.gameType));
  if (filter.vassalage) conditions.push(eq(games.vendorCode, filter.vassalage));
  if (filter.gameClassify) conditions.push(eq(games.gameClassify, filter.gameClassify));
  if (filter.isNew) conditions.push(eq(games.isNew, true));
  if (filter.isHot) conditions.push(eq(games.isHot, true));
  if (filter.nodeIds) conditions.push(inArray(games.id, filter.nodeIds));
  if (filter.gameName) {
    const pattern = containsPattern(filter.gameName);
    conditions.push(
      sql`(${games.name} ilike ${pattern} or ${games.localizedNames} ->> ${filter.language} ilike ${pattern})`,
    );
  }
  return and(...conditions) as SQL;
};

/** The operator's filter of every game of a merchant, shown or not. */
export interface OperatorGameFilter {
  gameName?: string;
  vendorCode?: string;
  gameType?: string;
  isHot?: boolean;
  isNew?: boolean;
  enabled?: boolean;
}

const operatorFilterOf = (merchantCode: string, filter: OperatorGameFilter): SQL => {
  const conditions: (SQL | undefined)[] = [eq(games.merchantCode, merchantCode)];
  if (filter.vendorCode !== undefined) conditions.push(eq(games.vendorCode, filter.vendorCode));
  if (filter.gameType !== undefined) conditions.push(eq(games.category, filter.gameType));
  if (filter.isHot !== undefined) conditions.push(eq(games.isHot, filter.isHot));
  if (filter.isNew !== undefined) conditions.push(eq(games.isNew, filter.isNew));
  if (filter.enabled !== undefined) conditions.push(eq(games.enabled, filter.enabled));
  if (filter.gameName) {
    const pattern = containsPattern(filter.gameName);
    // Any language's name: staff search by the name they know.
    conditions.push(
      sql`(${games.name} ilike ${pattern} or exists (select 1 from jsonb_each_text(${games.localizedNames}) as names(language, name) where names.name ilike ${pattern}))`,
    );
  }
  return and(...conditions) as SQL;
};

/** A game as the operator's list shows it. */
export interface OperatorGameRow {
  id: number;
  name: string;
  gameCode: string;
  category: string;
  vendorCode: string;
  vendorName: string;
  vendorEnabled: boolean;
  isHot: boolean;
  isNew: boolean;
  enabled: boolean;
  sortOrder: number;
}

export interface VendorTypesRows {
  categories: string[];
  mapping: {
    category: string;
    vendorCode: string;
    vendorName: string;
    vendorLevel: boolean;
    lobby: {
      id: number;
      gameId: string;
      category: string;
      lottoMode: string | null;
      gameGroupId: string | null;
    } | null;
  }[];
  counts: { vendorCode: string; category: string; games: number }[];
}

export const createGamesRepository = (db: Database) => ({
  async list(
    merchantCode: string,
    filter: GameFilter,
    page: PageRequest,
  ): Promise<{ rows: GameRow[]; total: number }> {
    const where = filterOf(merchantCode, filter);
    return pageWithTotal(
      db.select({ value: count() }).from(games).innerJoin(catalogueVendors, vendorJoin).where(where),
      db
        .select(gameColumns)
        .from(games)
        .innerJoin(catalogueVendors, vendorJoin)
        .where(where)
        .orderBy(asc(games.sortOrder), asc(games.id))
        .$dynamic(),
      page,
    );
  },

  /** Every game of the merchant that matches, shown or not, in the order asked (ties by node id). */
  async operatorList(
    merchantCode: string,
    filter: OperatorGameFilter,
    sort: { by: 'sortOrder' | 'name'; descending: boolean },
    page: PageRequest,
  ): Promise<{ rows: OperatorGameRow[]; total: number }> {
    const where = operatorFilterOf(merchantCode, filter);
    const column = sort.by === 'name' ? games.name : games.sortOrder;
    const direction = sort.descending ? desc : asc;
    return pageWithTotal(
      db.select({ value: count() }).from(games).where(where),
      db
        .select({
          id: games.id,
          name: games.name,
          gameCode: games.gameCode,
          category: games.category,
          vendorCode: games.vendorCode,
          vendorName: catalogueVendors.name,
          vendorEnabled: catalogueVendors.enabled,
          isHot: games.isHot,
          isNew: games.isNew,
          enabled: games.enabled,
          sortOrder: games.sortOrder,
        })
        .from(games)
        .innerJoin(catalogueVendors, vendorJoin)
        .where(where)
        .orderBy(direction(column), direction(games.id))
        .$dynamic(),
      page,
    );
  },

  /** The vendors of the merchant's catalogue, by name. */
  async catalogueVendors(merchantCode: string): Promise<{ vendorCode: string; name: string }[]> {
    return db
      .select({ vendorCode: catalogueVendors.vendorCode, name: catalogueVendors.name })
      .from(catalogueVendors)
      .where(eq(catalogueVendors.merchantCode, merchantCode))
      .orderBy(asc(catalogueVendors.name), asc(catalogueVendors.vendorCode));
  },

  async hot(merchantCode: string, gameType: string | undefined, limit: number): Promise<GameRow[]> {
    return db
      .select(gameColumns)
      .from(games)
      .innerJoin(catalogueVendors, vendorJoin)
      .where(filterOf(merchantCode, { language: '', isHot: true, gameType }))
      .orderBy(asc(games.sortOrder), asc(games.id))
      .limit(limit);
  },

  /** The member's launched games of this merchant, last launch first. */
  async recent(
    merchantCode: string,
    memberId: number,
    gameType: string | undefined,
    page: PageRequest,
  ): Promise<{ rows: GameRow[]; total: number }> {
    const where = and(eq(recentGames.memberId, memberId), filterOf(merchantCode, { language: '', gameType }));
    return pageWithTotal(
      db
        .select({ value: count() })
        .from(recentGames)
        .innerJoin(games, eq(games.id, recentGames.gameId))
        .innerJoin(catalogueVendors, vendorJoin)
        .where(where),
      db
        .select(gameColumns)
        .from(recentGames)
        .innerJoin(games, eq(games.id, recentGames.gameId))
        .innerJoin(catalogueVendors, vendorJoin)
        .where(where)
        .orderBy(desc(recentGames.launchedAt), desc(games.id))
        .$dynamic(),
      page,
    );
  },

  /** Records a launch: the game moves to the top; launches beyond the newest `keep` drop off. */
  async touchRecent(memberId: number, gameId: number, keep: number): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .insert(recentGames)
        .values({ memberId, gameId })
        .onConflictDoUpdate({
          target: [recentGames.memberId, recentGames.gameId],
          set: { launchedAt: sql`now()` },
        });
      const kept = tx
        .select({ gameId: recentGames.gameId })
        .from(recentGames)
        .where(eq(recentGames.memberId, memberId))
        .orderBy(desc(recentGames.launchedAt), desc(recentGames.gameId))
        .limit(keep);
      await tx
        .delete(recentGames)
        .where(and(eq(recentGames.memberId, memberId), notInArray(recentGames.gameId, kept)));
    });
  },

  /** The member's favourites of this merchant, newest first. */
  async favourites(
    merchantCode: string,
    memberId: number,
    gameType: string | undefined,
    page: PageRequest,
  ): Promise<{ rows: GameRow[]; total: number }> {
    const where = and(
      eq(favouriteGames.memberId, memberId),
      filterOf(merchantCode, { language: '', gameType }),
    );
    return pageWithTotal(
      db
        .select({ value: count() })
        .from(favouriteGames)
        .innerJoin(games, eq(games.id, favouriteGames.gameId))
        .innerJoin(catalogueVendors, vendorJoin)
        .where(where),
      db
        .select(gameColumns)
        .from(favouriteGames)
        .innerJoin(games, eq(games.id, favouriteGames.gameId))
        .innerJoin(catalogueVendors, vendorJoin)
        .where(where)
        .orderBy(desc(favouriteGames.createdAt), desc(games.id))
        .$dynamic(),
      page,
    );
  },

  async favouriteIds(merchantCode: string, memberId: number): Promise<number[]> {
    const rows = await db
      .select({ id: games.id })
      .from(favouriteGames)
      .innerJoin(games, eq(games.id, favouriteGames.gameId))
      .innerJoin(catalogueVendors, vendorJoin)
      .where(and(eq(favouriteGames.memberId, memberId), listable(merchantCode)))
      .orderBy(desc(favouriteGames.createdAt), desc(games.id));
    return rows.map((row) => row.id);
  },

  async addFavourite(memberId: number, gameId: number): Promise<void> {
    await db.insert(favouriteGames).values({ memberId, gameId }).onConflictDoNothing();
  },

  async removeFavourite(memberId: number, gameId: number): Promise<void> {
    await db
      .delete(favouriteGames)
      .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.gameId, gameId)));
  },

  /** A listable game of the merchant by node id, or null. */
  async findGame(merchantCode: string, nodeId: number): Promise<LaunchableGame | null> {
    const [row] = await db
      .select({ ...gameColumns, launchUrl: catalogueVendors.launchUrl })
      .from(games)
      .innerJoin(catalogueVendors, vendorJoin)
      .where(and(listable(merchantCode), eq(games.id, nodeId)));
    return row ?? null;
  },

  /** A listable game of the merchant by its vendor and the vendor's game id, or null. */
  async findVendorGame(
    merchantCode: string,
    vendorCode: string,
    gameId: string,
  ): Promise<LaunchableGame | null> {
    const [row] = await db
      .select({ ...gameColumns, launchUrl: catalogueVendors.launchUrl })
      .from(games)
      .innerJoin(catalogueVendors, vendorJoin)
      .where(and(listable(merchantCode), eq(games.vendorCode, vendorCode), eq(games.gameId, gameId)));
    return row ?? null;
  },

  /** The first listable game of a lottery group of the vendor, or null. */
  async findGroupGame(
    merchantCode: string,
    vendorCode: string,
    gameGroupId: string,
  ): Promise<LaunchableGame | null> {
    const [row] = await db
      .select({ ...gameColumns, launchUrl: catalogueVendors.launchUrl })
      .from(games)
      .innerJoin(catalogueVendors, vendorJoin)
      .where(
        and(listable(merchantCode), eq(games.vendorCode, vendorCode), eq(games.gameGroupId, gameGroupId)),
      )
      .orderBy(asc(games.sortOrder), asc(games.id))
      .limit(1);
    return row ?? null;
  },

  /** The vendor's lobby games, in the order of the categories that list them. */
  async lobbyGames(
    merchantCode: string,
    vendorCode: string,
  ): Promise<(LaunchableGame & { listedUnder: string })[]> {
    return db
      .select({
        ...gameColumns,
        launchUrl: catalogueVendors.launchUrl,
        listedUnder: categoryVendors.category,
      })
      .from(categoryVendors)
      .innerJoin(games, eq(games.id, categoryVendors.lobbyGameId))
      .innerJoin(catalogueVendors, vendorJoin)
      .innerJoin(
        gameCategories,
        and(
          eq(gameCategories.merchantCode, categoryVendors.merchantCode),
          eq(gameCategories.category, categoryVendors.category),
        ),
      )
      .where(
        and(
          eq(categoryVendors.merchantCode, merchantCode),
          eq(categoryVendors.vendorCode, vendorCode),
          listable(merchantCode),
        ),
      )
      .orderBy(asc(gameCategories.sortOrder));
  },

  /** The enabled categories in order, their enabled vendors in order with lobby games, and game counts. */
  async vendorTypes(merchantCode: string): Promise<VendorTypesRows> {
    const [categoryRows, mappingRows, countRows] = await Promise.all([
      db
        .select({ category: gameCategories.category })
        .from(gameCategories)
        .where(and(eq(gameCategories.merchantCode, merchantCode), eq(gameCategories.enabled, true)))
        .orderBy(asc(gameCategories.sortOrder), asc(gameCategories.category)),
      db
        .select({
          category: categoryVendors.category,
          vendorCode: categoryVendors.vendorCode,
          vendorName: catalogueVendors.name,
          vendorLevel: catalogueVendors.vendorLevel,
          lobbyId: games.id,
          lobbyGameId: games.gameId,
          lobbyCategory: games.category,
          lobbyLottoMode: games.lottoMode,
          lobbyGroupId: games.gameGroupId,
          lobbyEnabled: games.enabled,
        })
        .from(categoryVendors)
        .innerJoin(
          catalogueVendors,
          and(
            eq(catalogueVendors.merchantCode, categoryVendors.merchantCode),
            eq(catalogueVendors.vendorCode, categoryVendors.vendorCode),
          ),
        )
        .leftJoin(games, eq(games.id, categoryVendors.lobbyGameId))
        .where(and(eq(categoryVendors.merchantCode, merchantCode), eq(catalogueVendors.enabled, true)))
        .orderBy(asc(categoryVendors.sortOrder), asc(categoryVendors.vendorCode)),
      db
        .select({ vendorCode: games.vendorCode, category: games.category, games: count() })
        .from(games)
        .innerJoin(catalogueVendors, vendorJoin)
        .where(listable(merchantCode))
        .groupBy(games.vendorCode, games.category),
    ]);
    return {
      categories: categoryRows.map((row) => row.category),
      mapping: mappingRows.map((row) => ({
        category: row.category,
        vendorCode: row.vendorCode,
        vendorName: row.vendorName,
        vendorLevel: row.vendorLevel,
        lobby:
          row.lobbyId !== null && row.lobbyEnabled
            ? {
                id: row.lobbyId,
                gameId: row.lobbyGameId ?? '',
                category: row.lobbyCategory ?? row.category,
                lottoMode: row.lobbyLottoMode,
                gameGroupId: row.lobbyGroupId,
              }
            : null,
      })),
      counts: countRows,
    };
  },

  /**
   * The catalogue's names of these games of the merchant (by playedGameKey) and of their vendors
   * (by code); a game or vendor the catalogue lacks has none.
   */
  async catalogueNames(merchantCode: string, played: readonly { vendorCode: string; gameCode: string }[]) {
    const gameNames = new Map<string, string>();
    const vendorNames = new Map<string, string>();
    if (played.length === 0) return { gameNames, vendorNames };
    const vendorCodes = [...new Set(played.map((game) => game.vendorCode))];
    const [gameRows, vendorRows] = await Promise.all([
      db
        .select({ vendorCode: games.vendorCode, gameCode: games.gameCode, name: games.name })
        .from(games)
        .where(
          and(
            eq(games.merchantCode, merchantCode),
            inArray(games.vendorCode, vendorCodes),
            inArray(games.gameCode, [...new Set(played.map((game) => game.gameCode))]),
          ),
        ),
      db
        .select({ vendorCode: catalogueVendors.vendorCode, name: catalogueVendors.name })
        .from(catalogueVendors)
        .where(
          and(
            eq(catalogueVendors.merchantCode, merchantCode),
            inArray(catalogueVendors.vendorCode, vendorCodes),
          ),
        ),
    ]);
    for (const row of gameRows) gameNames.set(playedGameKey(row), row.name);
    for (const row of vendorRows) vendorNames.set(row.vendorCode, row.name);
    return { gameNames, vendorNames };
  },

  async liveModels(merchantCode: string, streamingOnly: boolean) {
    return db
      .select({
        id: liveModels.id,
        name: liveModels.name,
        streaming: liveModels.streaming,
        gameId: liveModels.gameId,
      })
      .from(liveModels)
      .where(
        and(
          eq(liveModels.merchantCode, merchantCode),
          streamingOnly ? eq(liveModels.streaming, true) : undefined,
        ),
      )
      .orderBy(asc(liveModels.sortOrder), asc(liveModels.id));
  },

  /**
   * Changes a game's flags and order, with the audit row in the same transaction. Null when the
   * merchant has no such game (enabled or not).
   */
  async patchGame(
    merchantCode: string,
    nodeId: number,
    change: Partial<Pick<typeof games.$inferInsert, 'isHot' | 'isNew' | 'enabled' | 'sortOrder'>>,
    audit: OperatorActor,
  ): Promise<GameRow | null> {
    return db.transaction(async (tx) => {
      const flags = {
        isHot: games.isHot,
        isNew: games.isNew,
        enabled: games.enabled,
        sortOrder: games.sortOrder,
      };
      const [before] = await tx
        .select(flags)
        .from(games)
        .where(and(eq(games.merchantCode, merchantCode), eq(games.id, nodeId)))
        .for('update');
      if (!before) return null;
      const [after] = await tx.update(games).set(change).where(eq(games.id, nodeId)).returning(flags);
      await recordAudit(tx, {
        merchantCode,
        ...audit,
        target: `game:${nodeId}`,
        patch: change,
        before,
        after: after ?? before,
      });
      const [row] = await tx
        .select(gameColumns)
        .from(games)
        .innerJoin(catalogueVendors, vendorJoin)
        .where(eq(games.id, nodeId));
      return row ?? null;
    });
  },

  /** What a game's artwork draws: any merchant's game (node ids are global). */
  async artOfGame(nodeId: number) {
    const [row] = await db
      .select({ name: games.name, category: games.category, vendorCode: games.vendorCode })
      .from(games)
      .where(eq(games.id, nodeId));
    return row ?? null;
  },

  async liveModelName(id: number): Promise<string | null> {
    const [row] = await db.select({ name: liveModels.name }).from(liveModels).where(eq(liveModels.id, id));
    return row?.name ?? null;
  },

  /** The launch addresses of the merchant's connected vendors (templates like https://host/launch?token={token}). */
  async vendorLaunchUrls(merchantCode: string): Promise<string[]> {
    const rows = await db
      .select({ launchUrl: catalogueVendors.launchUrl })
      .from(catalogueVendors)
      .where(and(eq(catalogueVendors.merchantCode, merchantCode), isNotNull(catalogueVendors.launchUrl)));
    return rows.flatMap((row) => (row.launchUrl ? [row.launchUrl] : []));
  },

  /** Whether the merchant has this game at all, enabled or not (a favourite may outlive its game's listing). */
  async hasGame(merchantCode: string, nodeId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.merchantCode, merchantCode), eq(games.id, nodeId)));
    return row !== undefined;
  },
});

export type GamesRepository = ReturnType<typeof createGamesRepository>;
