/**
 * The content page's operator calls (contract announcements.ts, promotions.ts, help.ts, inbox.ts,
 * content-preview.ts). Announcements, promotions and help answer a merchant's whole list; the
 * inbox pages on the server. The content role makes the writes (STAFF_ROLE_WRITES.content).
 */
import type {
  AnnouncementCreate,
  AnnouncementPatch,
  HelpCreate,
  HelpPatch,
  InboxSend,
  OperatorAnnouncement,
  OperatorHelpItem,
  OperatorInboxMessage,
  OperatorPromotion,
  PromotionCreate,
  PromotionPatch,
} from '@app/contract';
import {
  ANNOUNCEMENTS_OPERATOR_PATHS,
  type AnnouncementTypeCode,
  CONTENT_PREVIEW_OPERATOR_PATHS,
  HELP_OPERATOR_PATHS,
  INBOX_OPERATOR_PATHS,
  PROMOTIONS_OPERATOR_PATHS,
} from '@app/contract/client';
import { callApi } from '../../lib/api-client';

interface List<T> {
  list: T[];
}
export interface InboxPage {
  list: OperatorInboxMessage[];
  totalPages: number;
  pageNum: number;
}

export const fetchAnnouncements = (
  merchantCode: string,
  type: AnnouncementTypeCode | undefined,
  signal?: AbortSignal,
) =>
  callApi<List<OperatorAnnouncement>>(
    { method: 'GET', url: ANNOUNCEMENTS_OPERATOR_PATHS.announcements },
    { params: { merchantCode }, query: { type }, signal },
  );
export const createAnnouncement = (merchantCode: string, body: AnnouncementCreate) =>
  callApi<OperatorAnnouncement>(
    { method: 'POST', url: ANNOUNCEMENTS_OPERATOR_PATHS.announcements },
    { params: { merchantCode }, body },
  );
export const patchAnnouncement = (merchantCode: string, announcementId: string, body: AnnouncementPatch) =>
  callApi<OperatorAnnouncement>(
    { method: 'PATCH', url: ANNOUNCEMENTS_OPERATOR_PATHS.announcement },
    { params: { merchantCode, announcementId }, body },
  );

export const fetchPromotions = (merchantCode: string, signal?: AbortSignal) =>
  callApi<List<OperatorPromotion>>(
    { method: 'GET', url: PROMOTIONS_OPERATOR_PATHS.promotions },
    { params: { merchantCode }, signal },
  );
export const createPromotion = (merchantCode: string, body: PromotionCreate) =>
  callApi<OperatorPromotion>(
    { method: 'POST', url: PROMOTIONS_OPERATOR_PATHS.promotions },
    { params: { merchantCode }, body },
  );
export const patchPromotion = (merchantCode: string, promotionId: string, body: PromotionPatch) =>
  callApi<OperatorPromotion>(
    { method: 'PATCH', url: PROMOTIONS_OPERATOR_PATHS.promotion },
    { params: { merchantCode, promotionId }, body },
  );

export const fetchHelp = (merchantCode: string, signal?: AbortSignal) =>
  callApi<List<OperatorHelpItem>>(
    { method: 'GET', url: HELP_OPERATOR_PATHS.items },
    { params: { merchantCode }, signal },
  );
export const createHelp = (merchantCode: string, body: HelpCreate) =>
  callApi<OperatorHelpItem>(
    { method: 'POST', url: HELP_OPERATOR_PATHS.items },
    { params: { merchantCode }, body },
  );
export const patchHelp = (merchantCode: string, helpId: string, body: HelpPatch) =>
  callApi<OperatorHelpItem>(
    { method: 'PATCH', url: HELP_OPERATOR_PATHS.item },
    { params: { merchantCode, helpId }, body },
  );
export const removeHelp = (merchantCode: string, helpId: string) =>
  callApi<{ helpId: string }>(
    { method: 'DELETE', url: HELP_OPERATOR_PATHS.item },
    { params: { merchantCode, helpId } },
  );

export const fetchInbox = (merchantCode: string, pageNo: number, pageSize: number, signal?: AbortSignal) =>
  callApi<InboxPage>(
    { method: 'GET', url: INBOX_OPERATOR_PATHS.messages },
    { params: { merchantCode }, query: { pageNo, pageSize }, signal },
  );
export const sendInbox = (merchantCode: string, body: InboxSend) =>
  callApi<OperatorInboxMessage>(
    { method: 'POST', url: INBOX_OPERATOR_PATHS.messages },
    { params: { merchantCode }, body },
  );
export const withdrawInbox = (merchantCode: string, messageId: string) =>
  callApi<OperatorInboxMessage>(
    { method: 'DELETE', url: INBOX_OPERATOR_PATHS.message },
    { params: { merchantCode, messageId } },
  );

/** The draft's HTML as the server would store it (the preview shows nothing else). */
export const sanitizeDraft = (html: string, signal?: AbortSignal) =>
  callApi<{ html: string }>(
    { method: 'POST', url: CONTENT_PREVIEW_OPERATOR_PATHS.sanitize },
    { body: { html }, signal },
  );
