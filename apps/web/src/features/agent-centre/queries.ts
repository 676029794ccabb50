/**
 * Server state of the agent centre (contract AGENT_CENTRE_CALLS). Keys start with the session token
 * like the wallet's, so another account never sees this agent's figures; nothing is asked unless
 * the session is an agent's (spec §6). A transfer is sealed (it carries the payment password) and
 * sent with one Idempotency-Key per attempt; after it the quota, the history, the downline and the
 * balance are asked for again.
 */
import type { AgentDownlineQuery, AgentKpiPeriod, AgentTransferBody } from '@app/contract';
import { AGENT_CENTRE_CALLS, isAgent } from '@app/contract/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { useSession } from '../../app/session/use-session';
import { sendEncrypted } from '../account/queries';
import { usePagedList, useRefreshBalance, withIdempotencyKey } from '../wallet/queries';

export const agentCentreKeys = {
  all: (token: string) => ['agent-centre', token] as const,
  kpi: (token: string, period: AgentKpiPeriod) => [...agentCentreKeys.all(token), 'kpi', period] as const,
  downline: (token: string, query?: AgentDownlineQuery) =>
    [...agentCentreKeys.all(token), 'downline', ...(query ? [query] : [])] as const,
  links: (token: string) => [...agentCentreKeys.all(token), 'links'] as const,
  quota: (token: string) => [...agentCentreKeys.all(token), 'quota'] as const,
  transfers: (token: string) => [...agentCentreKeys.all(token), 'transfers'] as const,
};

/** The session's token when it is an agent's, else '' (the queries then stay disabled). */
export function useAgentToken(): string {
  const session = useSession();
  return session && isAgent(session.type) ? session.token : '';
}

export function useAgentKpi(period: AgentKpiPeriod) {
  const token = useAgentToken();
  return useQuery({
    queryKey: agentCentreKeys.kpi(token, period),
    queryFn: ({ signal }) => call(AGENT_CENTRE_CALLS.kpi, { query: { period }, signal }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

export function useAgentDownline(query: AgentDownlineQuery) {
  const token = useAgentToken();
  return useQuery({
    queryKey: agentCentreKeys.downline(token, query),
    queryFn: ({ signal }) => call(AGENT_CENTRE_CALLS.downline, { query, signal }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

export function useAgentLinks() {
  const token = useAgentToken();
  return useQuery({
    queryKey: agentCentreKeys.links(token),
    queryFn: ({ signal }) => call(AGENT_CENTRE_CALLS.links, { signal }),
    enabled: token !== '',
  });
}

export function useAgentQuota() {
  const token = useAgentToken();
  return useQuery({
    queryKey: agentCentreKeys.quota(token),
    queryFn: ({ signal }) => call(AGENT_CENTRE_CALLS.quota, { signal }),
    enabled: token !== '',
  });
}

export function useAgentTransfers() {
  return usePagedList(agentCentreKeys.transfers(useAgentToken()), (page, signal) =>
    call(AGENT_CENTRE_CALLS.transfers, { query: page, signal }),
  );
}

export function useAgentTransfer() {
  const queryClient = useQueryClient();
  const token = useAgentToken();
  const refreshBalance = useRefreshBalance();
  return useMutation({
    mutationFn: ({ body, key }: { body: AgentTransferBody; key: string }) =>
      sendEncrypted(queryClient, AGENT_CENTRE_CALLS.transfer, { body, headers: withIdempotencyKey(key) }),
    onSuccess: () =>
      Promise.all([
        refreshBalance(),
        queryClient.invalidateQueries({ queryKey: agentCentreKeys.all(token) }),
      ]),
  });
}
