/**
 * Server state of the agent contracts (contract AGENT_CONTRACTS_CALLS). Keys start with the session
 * token, so another account never sees this one's contracts. The check asks only for a member who
 * may be prompted (spec §6: AGENTPOLICY3 on, an agent's type not 4, 40, 41, 42).
 */
import type { AgentContract } from '@app/contract';
import { AGENT_CONTRACTS_CALLS, type ContractKind } from '@app/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { useSessionToken } from '../wallet/queries';

export const contractKeys = {
  all: (token: string) => ['agent-contracts', token] as const,
  check: (token: string) => [...contractKeys.all(token), 'check'] as const,
  contract: (token: string, kind: ContractKind) => [...contractKeys.all(token), 'contract', kind] as const,
};

/** Spec §4, §7: the three flags of the offers waiting for the agent. */
export function useContractCheck({ enabled }: { enabled: boolean }) {
  const token = useSessionToken();
  return useQuery({
    queryKey: contractKeys.check(token),
    queryFn: ({ signal }) => call(AGENT_CONTRACTS_CALLS.check, { signal }),
    enabled: enabled && token !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The agent's live contract of a kind (offered or accepted), or null. */
export function useAgentContract(kind: ContractKind, { enabled }: { enabled: boolean }) {
  const token = useSessionToken();
  return useQuery({
    queryKey: contractKeys.contract(token, kind),
    queryFn: ({ signal }) => call(AGENT_CONTRACTS_CALLS.contract, { params: { kind }, signal }),
    enabled: enabled && token !== '',
    retry: false,
  });
}

/** Accept or decline the agent's offer; the contract and the flags follow the answer. */
export function useAnswerContract(kind: ContractKind) {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, answer }: { contractId: string; answer: 'accept' | 'decline' }) =>
      call(answer === 'accept' ? AGENT_CONTRACTS_CALLS.accept : AGENT_CONTRACTS_CALLS.decline, {
        params: { contractId },
      }),
    onSuccess: (contract: AgentContract) => {
      queryClient.setQueryData(contractKeys.contract(token, kind), {
        kind,
        contract: contract.status === 'accepted' ? contract : null,
      });
      void queryClient.invalidateQueries({ queryKey: contractKeys.check(token) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractKeys.contract(token, kind) }),
  });
}
