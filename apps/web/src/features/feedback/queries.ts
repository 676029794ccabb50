/**
 * Server state of the feedback (contract FEEDBACK_CALLS): sending one and the member's own list
 * with the operator's replies, keyed by the session's token. The captcha is the account feature's
 * (useCaptcha: single use, never cached beyond its screen).
 */
import type { FeedbackBody } from '@app/contract';
import { FEEDBACK_CALLS } from '@app/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { usePagedList, useSessionToken } from '../wallet/queries';

export const feedbackKeys = {
  all: ['feedback'] as const,
  mine: (token: string) => [...feedbackKeys.all, 'mine', token] as const,
};

/** The member's feedback, newest first, page by page. */
export function useMyFeedback() {
  return usePagedList(feedbackKeys.mine(useSessionToken()), (page, signal) =>
    call(FEEDBACK_CALLS.mine, { query: page, signal }),
  );
}

/** Sends feedback; the member's list is asked for again. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackBody) => call(FEEDBACK_CALLS.submit, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
