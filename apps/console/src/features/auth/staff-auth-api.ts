/**
 * The staff sign-in calls (contract staff.ts). Typed here by hand: the contract has no call
 * descriptors (STAFF_CALLS) for them yet, which CallInput/CallAnswer would read.
 */
import type { StaffLoginBody, StaffLoginValue, StaffSession } from '@app/contract';
import { STAFF_PATHS } from '@app/contract/client';
import { callApi } from '../../lib/api-client';

export const logIn = (body: StaffLoginBody) =>
  callApi<StaffLoginValue>({ method: 'POST', url: STAFF_PATHS.login }, { body });

export const logOut = () => callApi<Record<string, never>>({ method: 'POST', url: STAFF_PATHS.logout });

export const fetchSession = () => callApi<StaffSession>({ method: 'GET', url: STAFF_PATHS.me });
