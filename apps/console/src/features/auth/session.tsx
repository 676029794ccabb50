/**
 * The signed-in staff member, for every page of the console: asked of the server once (GET
 * /wps/staff/me, which also gives the CSRF token a reloaded console needs), set by the sign-in
 * page, and gone when a call is refused as UNAUTHORIZED.
 */
import type { StaffMember, StaffSession } from '@app/contract';
import { ErrorCode } from '@app/contract/client';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../../app/console-paths';
import { PageLoadError, PageLoading } from '../../app/page-states';
import { isApiError, onSessionEnd, setCsrfToken } from '../../lib/api-client';
import { fetchSession } from './staff-auth-api';

export const SESSION_QUERY_KEY = ['staff', 'session'] as const;

const sessionQuery = {
  queryKey: SESSION_QUERY_KEY,
  queryFn: async () => {
    const session = await fetchSession();
    setCsrfToken(session.csrfToken);
    return session;
  },
  // Known until a call says otherwise (the 401 of an idle timeout).
  staleTime: Number.POSITIVE_INFINITY,
};

/** A new session: nothing of the one before stays in the cache (it may have been someone else's). */
export function startSession(queryClient: QueryClient, session: StaffSession): void {
  queryClient.clear();
  setCsrfToken(session.csrfToken);
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
}

export function endSession(queryClient: QueryClient): void {
  setCsrfToken(null);
  queryClient.clear();
}

/** Location state of the sign-in page when a session ended under the staff member's hands. */
export interface LoginPageState {
  sessionEnded?: boolean;
}

const StaffContext = createContext<StaffMember | null>(null);

/** The signed-in staff member; only under RequireSession. */
export function useStaff(): StaffMember {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff needs RequireSession above it');
  return staff;
}

/**
 * Shows its children to a signed-in staff member only; anyone else goes to the sign-in page,
 * which comes back here afterwards (the page and its query).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const [ended, setEnded] = useState(false);
  const session = useQuery({ ...sessionQuery, enabled: !ended });

  useEffect(
    () =>
      onSessionEnd(() => {
        queryClient.clear();
        setEnded(true);
      }),
    [queryClient],
  );

  const sessionEnded = ended || isApiError(session.error, ErrorCode.UNAUTHORIZED);
  if (sessionEnded) {
    const state: LoginPageState = { sessionEnded: ended };
    return <Navigate to={loginPathFor(location)} state={state} replace />;
  }
  if (session.isPending) return <PageLoading />;
  if (session.isError) return <PageLoadError error={session.error} onRetry={() => session.refetch()} />;
  return <StaffContext value={session.data.staff}>{children}</StaffContext>;
}
