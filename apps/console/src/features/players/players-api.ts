/** The players' operator calls (contract players.ts) and player protection's member read. */
import type {
  MemberDetail,
  MemberLedgerPage,
  MemberLedgerQuery,
  MemberLoginAttempt,
  MemberNote,
  MemberSession,
  MemberSummary,
  MembersPage,
  MembersQuery,
  OperatorPlayerProtection,
} from '@app/contract';
import { PLAYER_PROTECTION_OPERATOR_PATHS, PLAYERS_OPERATOR_PATHS } from '@app/contract/client';
import { callApi } from '../../lib/api-client';
import type { PageView } from '../../lib/server-paging';

/** One page of a member's list and how many rows it holds (contract OperatorPage). */
export interface ListPage<Item> {
  list: Item[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** Which member of which merchant a call is about. */
export interface MemberRef {
  merchantCode: string;
  username: string;
}

const get = <Answer>(url: string, params: Record<string, string>, query = {}, signal?: AbortSignal) =>
  callApi<Answer>({ method: 'GET', url }, { params, query, signal });

export const fetchMembers = (merchantCode: string, query: MembersQuery, signal?: AbortSignal) =>
  get<MembersPage>(PLAYERS_OPERATOR_PATHS.members, { merchantCode }, query, signal);

export const fetchMember = (member: MemberRef, signal?: AbortSignal) =>
  get<MemberDetail>(PLAYERS_OPERATOR_PATHS.member, { ...member }, {}, signal);

export const fetchLedger = (member: MemberRef, query: MemberLedgerQuery, signal?: AbortSignal) =>
  get<MemberLedgerPage>(PLAYERS_OPERATOR_PATHS.ledger, { ...member }, query, signal);

export const fetchSessions = (member: MemberRef, page: PageView, signal?: AbortSignal) =>
  get<ListPage<MemberSession>>(PLAYERS_OPERATOR_PATHS.sessions, { ...member }, page, signal);

export const fetchLoginAttempts = (member: MemberRef, page: PageView, signal?: AbortSignal) =>
  get<ListPage<MemberLoginAttempt>>(PLAYERS_OPERATOR_PATHS.loginAttempts, { ...member }, page, signal);

export const fetchNotes = (member: MemberRef, page: PageView, signal?: AbortSignal) =>
  get<ListPage<MemberNote>>(PLAYERS_OPERATOR_PATHS.notes, { ...member }, page, signal);

export const fetchPlayerProtection = (member: MemberRef, signal?: AbortSignal) =>
  get<OperatorPlayerProtection>(PLAYER_PROTECTION_OPERATOR_PATHS.member, { ...member }, {}, signal);

export const addNote = (member: MemberRef, body: string) =>
  callApi<MemberNote>(
    { method: 'POST', url: PLAYERS_OPERATOR_PATHS.notes },
    { params: { ...member }, body: { body } },
  );

/** Locks (no sign-in, sessions end) or unlocks the member, with the reason the audit trail keeps. */
export const setLocked = (member: MemberRef, locked: boolean, reason: string) =>
  callApi<MemberSummary>(
    { method: 'POST', url: locked ? PLAYERS_OPERATOR_PATHS.lock : PLAYERS_OPERATOR_PATHS.unlock },
    { params: { ...member }, body: { reason } },
  );
