/**
 * Server state of invite friends (contract REFERRALS_CALLS): the member's code, rules, friends and
 * their own side, and the two claims (one Idempotency-Key per attempt). Asked only for a real member
 * who is not an agent; keys start with the session token like the wallet's (wallet/queries.ts).
 */
import { isAgent, isRealMember, REFERRALS_CALLS } from '@app/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { useSession } from '../../app/session/use-session';
import { useRefreshBalance, withIdempotencyKey } from '../wallet/queries';

export const referralsKeys = {
  all: (token: string) => ['referrals', token] as const,
};

/** The session's token when it may invite friends (a real member, not an agent), else ''. */
function useInviterToken(): string {
  const session = useSession();
  return session && isRealMember(session.type) && !isAgent(session.type) ? session.token : '';
}

export function useReferrals(enabled = true) {
  const token = useInviterToken();
  return useQuery({
    queryKey: referralsKeys.all(token),
    queryFn: ({ signal }) => call(REFERRALS_CALLS.overview, { signal }),
    enabled: enabled && token !== '',
    retry: false,
  });
}

/** A claim — the referrer's for a friend (friendId), or the member's own (no friendId). */
export function useClaimReferral() {
  const queryClient = useQueryClient();
  const token = useInviterToken();
  const refreshBalance = useRefreshBalance();
  return useMutation({
    mutationFn: ({ friendId, key }: { friendId: string | null; key: string }) =>
      friendId === null
        ? call(REFERRALS_CALLS.claimOwn, { headers: withIdempotencyKey(key) })
        : call(REFERRALS_CALLS.claimFriend, { params: { friendId }, headers: withIdempotencyKey(key) }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: referralsKeys.all(token) }), refreshBalance()]),
  });
}
