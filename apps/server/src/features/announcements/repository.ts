/** Announcements and banners in the database, with the read flags of one member. */
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { announcementReads, announcements } from './tables';

export type AnnouncementType = (typeof announcements.$inferSelect)['type'];

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

export const createAnnouncementsRepository = (db: Database) => ({
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
          eq(announcements.enabled, true),
          lte(announcements.startsAt, sql`now()`),
          or(isNull(announcements.endsAt), gt(announcements.endsAt, sql`now()`)),
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
