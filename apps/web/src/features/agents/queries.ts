/**
 * Server state of the agents feature (contract AGENTS_CALLS): the member's agent application and
 * an agent's commission. Keys start with the session token, so another account never sees this
 * one's answers. When the application's answer says the member is an agent but the stored session
 * does not yet, member info is asked again, which brings the session's type up to date (the footer's
 * Agent entry and the menus switch without a new login).
 */
import type { AgentApplyBody } from '@app/contract';
import { AGENTS_CALLS, isAgent } from '@app/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../app/api-client';
import { useSession } from '../../app/session/use-session';
import { refreshMemberInfo } from '../account/queries';

export const agentsKeys = {
  all: (token: string) => ['agents', token] as const,
  application: (token: string) => [...agentsKeys.all(token), 'application'] as const,
  commission: (token: string) => [...agentsKeys.all(token), 'commission'] as const,
};

export function useAgentApplication(enabled: boolean) {
  const session = useSession();
  const token = session?.token ?? '';
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: agentsKeys.application(token),
    queryFn: ({ signal }) => call(AGENTS_CALLS.application, { signal }),
    enabled: enabled && token !== '',
  });
  const approvedNow = query.data?.isAgent === true && session !== null && !isAgent(session.type);
  useEffect(() => {
    if (approvedNow) void refreshMemberInfo(queryClient, token).catch(() => undefined);
  }, [approvedNow, queryClient, token]);
  return query;
}

export function useApplyAgent() {
  const session = useSession();
  const token = session?.token ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentApplyBody) => call(AGENTS_CALLS.apply, { body }),
    onSuccess: (value) => queryClient.setQueryData(agentsKeys.application(token), value),
  });
}

export function useAgentCommission(enabled: boolean) {
  const session = useSession();
  const token = session?.token ?? '';
  return useQuery({
    queryKey: agentsKeys.commission(token),
    queryFn: ({ signal }) => call(AGENTS_CALLS.commission, { signal }),
    enabled: enabled && token !== '',
  });
}
