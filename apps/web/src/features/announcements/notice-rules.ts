/**
 * What /m/notice shows (pure, for the screens and their tests): the tabs are the notice types that
 * have notices, in the contract's order (player notices, promotion notices, agent notices); none
 * when only one type has any. The chosen tab is kept in the address (?type=).
 */
import type { Notice } from '@app/contract';
import { NOTICE_TYPES, type NoticeType } from '@app/contract/client';

export const NOTICE_PATH = '/m/notice';
export const TYPE_PARAM = 'type';

export const noticeDetailPath = (announcementId: string) =>
  `${NOTICE_PATH}/${encodeURIComponent(announcementId)}`;

/** The types with notices, in tab order. */
export const noticeTabsOf = (notices: readonly Notice[]): NoticeType[] =>
  NOTICE_TYPES.filter((type) => notices.some((notice) => notice.type === type));

/** The tab shown: the one asked for when it exists, else the first. */
export const chosenTabOf = (tabs: readonly NoticeType[], requested: string | null): NoticeType | undefined =>
  tabs.find((tab) => tab === requested) ?? tabs[0];
