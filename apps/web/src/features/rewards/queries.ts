/**
 * Server state of the reward centre (contract REWARDS_CALLS): the member's rewards, the unclaimed
 * count of the home badge, the claims with their wagering, and the claim (one Idempotency-Key per
 * attempt). Real members only: for a visitor or a trial account nothing is asked. Keys start with
 * the session token like the wallet's (wallet/queries.ts).
 */
import { isRealMember, REWARDS_CALLS } from '@app/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { useSession } from '../../app/session/use-session';
import { usePagedList, useRefreshBalance, withIdempotencyKey } from '../wallet/queries';

export const rewardsKeys = {
  all: (token: string) => ['rewards', token] as const,
  list: (token: string) => [...rewardsKeys.all(token), 'list'] as const,
  count: (token: string) => [...rewardsKeys.all(token), 'count'] as const,
  claims: (token: string) => [...rewardsKeys.all(token), 'claims'] as const,
};

/** The session's token when it may have rewards (a real member), else ''. */
function useMemberToken(): string {
  const session = useSession();
  return session && isRealMember(session.type) ? session.token : '';
}

export function useRewards() {
  const token = useMemberToken();
  return useQuery({
    queryKey: rewardsKeys.list(token),
    queryFn: ({ signal }) => call(REWARDS_CALLS.rewards, { signal }),
    enabled: token !== '',
  });
}

/** How many rewards are claimable now (0 for a visitor or a trial account). */
export function useUnclaimedRewards(): number {
  const token = useMemberToken();
  const { data } = useQuery({
    queryKey: rewardsKeys.count(token),
    queryFn: ({ signal }) => call(REWARDS_CALLS.unclaimedCount, { signal }),
    enabled: token !== '',
  });
  return token === '' ? 0 : (data?.count ?? 0);
}

/** The member's claims, page by page; the outstanding turnover rides on every page. */
export function useRewardClaims() {
  return usePagedList(rewardsKeys.claims(useMemberToken()), (page, signal) =>
    call(REWARDS_CALLS.claims, { query: page, signal }),
  );
}

export function useOutstandingTurnover() {
  const token = useMemberToken();
  return useQuery({
    queryKey: [...rewardsKeys.claims(token), 'outstanding'],
    queryFn: ({ signal }) => call(REWARDS_CALLS.claims, { query: { pageNo: 1, pageSize: 1 }, signal }),
    enabled: token !== '',
    select: (value) => value.outstandingTurnover,
  });
}

/** A claim: then the rewards, the badge, the claims and the balance are asked for again. */
export function useClaimReward() {
  const queryClient = useQueryClient();
  const token = useMemberToken();
  const refreshBalance = useRefreshBalance();
  return useMutation({
    mutationFn: ({ rewardId, key }: { rewardId: string; key: string }) =>
      call(REWARDS_CALLS.claim, { params: { rewardId }, headers: withIdempotencyKey(key) }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: rewardsKeys.all(token) }), refreshBalance()]),
  });
}
