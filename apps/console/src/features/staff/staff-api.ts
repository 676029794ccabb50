/** The admin's staff account calls (contract staff.ts); typed by hand, as staff-auth-api.ts says why. */
import type { StaffAccount, StaffAccountCreate, StaffAccountPatch } from '@app/contract';
import { STAFF_PATHS } from '@app/contract/client';
import { callApi } from '../../lib/api-client';

export const fetchStaffAccounts = (signal?: AbortSignal) =>
  callApi<{ list: StaffAccount[] }>({ method: 'GET', url: STAFF_PATHS.accounts }, { signal });

export const createStaffAccount = (body: StaffAccountCreate) =>
  callApi<StaffAccount>({ method: 'POST', url: STAFF_PATHS.accounts }, { body });

export const patchStaffAccount = (username: string, body: StaffAccountPatch) =>
  callApi<StaffAccount>({ method: 'PATCH', url: STAFF_PATHS.account }, { params: { username }, body });
