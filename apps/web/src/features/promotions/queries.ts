/**
 * Server state of the promotions (contract PROMOTIONS_CALLS): the live list and one promotion,
 * keyed by the language they are written in. Public: a visitor sees the same promotions.
 */
import type { LanguageCode } from '@app/contract/client';
import { PROMOTIONS_CALLS } from '@app/contract/client';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../app/api-client';
import { activeLanguageCode } from '../../i18n/language';
import { useTranslation } from '../../i18n/use-translation';

/** Promotions change rarely: a few minutes keep list and detail from asking again on every visit. */
const PROMOTIONS_STALE_MS = 5 * 60_000;

export const promotionsKeys = {
  all: ['promotions'] as const,
  list: (language: LanguageCode) => [...promotionsKeys.all, language, 'list'] as const,
  detail: (language: LanguageCode, id: string) => [...promotionsKeys.all, language, 'detail', id] as const,
};

/** The active language; re-renders (and so re-keys) when the player switches it. */
function useLanguageCode(): LanguageCode {
  useTranslation();
  return activeLanguageCode();
}

/** Every live promotion (the screen's tabs filter them, so one answer serves every tab). */
export function usePromotions() {
  const language = useLanguageCode();
  return useQuery({
    queryKey: promotionsKeys.list(language),
    queryFn: ({ signal }) => call(PROMOTIONS_CALLS.list, { signal }),
    select: (value) => value.list,
    staleTime: PROMOTIONS_STALE_MS,
  });
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** One live promotion with its content; a 404 (ended or unknown) is an answer, not worth asking again. */
export function usePromotion(id: string, { enabled = true } = {}) {
  const language = useLanguageCode();
  return useQuery({
    enabled,
    queryKey: promotionsKeys.detail(language, id),
    queryFn: ({ signal }) => call(PROMOTIONS_CALLS.detail, { signal, params: { promotionId: id } }),
    staleTime: PROMOTIONS_STALE_MS,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}
