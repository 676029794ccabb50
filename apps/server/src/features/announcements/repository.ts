/** Announcements and banners in the database, with the read flags of one member. */
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditedRows, type OperatorActor } from '../../db/operator-audit';
import { announcementReads, announcements } from './tables';

export type AnnouncementType = (typeof announcements.$inferSelect)['type'];
export type AnnouncementRow = typeof announcements.$inferSelect;
/** What an operator may write (the rest is the database's). */
export type AnnouncementValues = Omit<
  typeof announcements.$inferInsert,
  'id' | 'merchantCode' | 'seedKey' | 'createdAt'
>;

/** Enabled, started and not ended now. */
const liveNow = (): SQL =>
  and(
    eq(announcements.enabled, true),
    lte(announcements.startsAt, sql`now()`),
    or(isNull(announcements.endsAt), gt(announcements.endsAt, sql`now()`)),
  ) as SQL;

/** The audit document of a row: what the operator can change, without the database's own columns. */
const auditDocumentOf = ({ id, merchantCode, seedKey, createdAt, ...values }: AnnouncementRow) => values;
const audited = auditedRows({ table: announcements, kind: 'announcement', documentOf: auditDocumentOf });

export interface AnnouncementFilter {
  types: AnnouncementType[];
  /** Banners of this group only (other types are not grouped). */
  groupName?: string;
  /** Banner groups left out (the live banners without the live-model feature). */
  hiddenGroups: string[];
  /** Lower-case language code: rows of that language and rows for every language. */
  language: string;
  /** Whose read flags; null for a guest (nothing read). */
  memberId: number | null;
}

/**
 * One live announcement of the merchant among these types, with the member's read time; in this
 * language (and every language's) when one is given. Null when there is none.
 */
const findLive = async (
  db: Database,
  merchantCode: string,
  id: number,
  filter: { types: AnnouncementType[]; language: string | null; memberId: number | null },
) => {
  const [row] = await db
    .select({
      id: announcements.id,
      type: announcements.type,
      title: announcements.title,
      content: announcements.content,
      createdAt: announcements.createdAt,
      readAt: announcementReads.readAt,
    })
    .from(announcements)
    .leftJoin(
      announcementReads,
      and(
        eq(announcementReads.announcementId, announcements.id),
        eq(announcementReads.memberId, filter.memberId ?? 0),
      ),
    )
    .where(
      and(
        eq(announcements.merchantCode, merchantCode),
        eq(announcements.id, id),
        inArray(announcements.type, filter.types),
        liveNow(),
        filter.language === null
          ? undefined
          : or(isNull(announcements.language), eq(announcements.language, filter.language)),
      ),
    );
  return row ?? null;
};

/** The notices' detail, the member's reads and the operator's writes. */
const noticesAndWritesOf = (db: Database) => ({
  findLive: (
    merchantCode: string,
    id: number,
    filter: { types: AnnouncementType[]; language: string | null; memberId: number | null },
  ) => findLive(db, merchantCode, id, filter),

  /** Marks it read for the member; a second time changes nothing (the first read time stays). */
  async markRead(announcementId: number, memberId: number): Promise<void> {
    await db.insert(announcementReads).values({ announcementId, memberId }).onConflictDoNothing();
  },

  /** Every announcement of the merchant, live or not (optionally of one type), with its read count. */
  async listAll(merchantCode: string, type?: AnnouncementType) {
    const reads = db
      .select({ announcementId: announcementReads.announcementId, reads: count().as('reads') })
      .from(announcementReads)
      .groupBy(announcementReads.announcementId)
      .as('reads');
    return db
      .select({ row: announcements, readCount: sql<number>`coalesce(${reads.reads}, 0)::int` })
      .from(announcements)
      .leftJoin(reads, eq(reads.announcementId, announcements.id))
      .where(
        and(eq(announcements.merchantCode, merchantCode), type ? eq(announcements.type, type) : undefined),
      )
      .orderBy(asc(announcements.type), asc(announcements.sortOrder), desc(announcements.id));
  },

  async readCountOf(id: number): Promise<number> {
    const [row] = await db
      .select({ reads: count() })
      .from(announcementReads)
      .where(eq(announcementReads.announcementId, id));
    return row?.reads ?? 0;
  },

  create: (
    merchantCode: string,
    values: AnnouncementValues,
    audit: OperatorActor,
  ): Promise<AnnouncementRow> => audited.create(db, merchantCode, values, audit),

  /**
   * Changes an announcement of the merchant: `change` computes the new values from the locked row
   * (and may refuse them). Null when the merchant has no such announcement.
   */
  patch: (
    merchantCode: string,
    id: number,
    change: (before: AnnouncementRow) => Partial<AnnouncementValues>,
    patch: unknown,
    audit: OperatorActor,
  ): Promise<AnnouncementRow | null> => audited.patch(db, merchantCode, id, change, patch, audit),
});

export const createAnnouncementsRepository = (db: Database) => ({
  ...noticesAndWritesOf(db),
  /** What is live now, by sort order, then newest first. */
  async list(merchantCode: string, filter: AnnouncementFilter) {
    const bannerConditions: (SQL | undefined)[] = [eq(announcements.type, 'B')];
    if (filter.groupName) bannerConditions.push(eq(announcements.groupName, filter.groupName));
    if (filter.hiddenGroups.length > 0) {
      bannerConditions.push(
        sql`coalesce(${announcements.groupName}, '') not in (${sql.join(
          filter.hiddenGroups.map((group) => sql`${group}`),
          sql`, `,
        )})`,
      );
    }
    return db
      .select({
        id: announcements.id,
        type: announcements.type,
        groupName: announcements.groupName,
        title: announcements.title,
        content: announcements.content,
        imageUrl: announcements.imageUrl,
        imageWidth: announcements.imageWidth,
        imageHeight: announcements.imageHeight,
        action: announcements.action,
        target: announcements.target,
        createdAt: announcements.createdAt,
        readAt: announcementReads.readAt,
      })
      .from(announcements)
      .leftJoin(
        announcementReads,
        and(
          eq(announcementReads.announcementId, announcements.id),
          // A guest matches no read row: member id 0 is never issued (identity starts at 1).
          eq(announcementReads.memberId, filter.memberId ?? 0),
        ),
      )
      .where(
        and(
          eq(announcements.merchantCode, merchantCode),
          inArray(announcements.type, filter.types),
          or(sql`${announcements.type} <> 'B'`, and(...bannerConditions)),
          liveNow(),
          or(isNull(announcements.language), eq(announcements.language, filter.language)),
        ),
      )
      .orderBy(asc(announcements.sortOrder), desc(announcements.createdAt), desc(announcements.id));
  },

  /** What a banner's artwork draws: any merchant's banner (ids are global). */
  async bannerArt(id: number) {
    const [row] = await db
      .select({
        title: announcements.title,
        width: announcements.imageWidth,
        height: announcements.imageHeight,
      })
      .from(announcements)
      .where(and(eq(announcements.id, id), eq(announcements.type, 'B')));
    return row ?? null;
  },
});

export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
