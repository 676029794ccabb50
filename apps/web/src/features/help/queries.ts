/**
 * Server state of the help centre (contract HELP_CALLS, spec §7 Help centre GET with device MOBILE
 * and lang): one answer, keyed by its language, serves the list and every detail. Public.
 */
import { HELP_CALLS, HELP_DEVICE, type LanguageCode } from '@app/contract/client';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { activeLanguageCode } from '../../i18n/language';
import { useTranslation } from '../../i18n/use-translation';

/** Help changes rarely: a few minutes keep list and detail from asking again on every visit. */
const HELP_STALE_MS = 5 * 60_000;

export const helpKeys = {
  all: ['help'] as const,
  list: (language: LanguageCode) => [...helpKeys.all, language] as const,
};

/** The sections with their items, in the active language (re-keyed when the player switches it). */
export function useHelp({ enabled = true } = {}) {
  useTranslation();
  const language = activeLanguageCode();
  return useQuery({
    enabled,
    queryKey: helpKeys.list(language),
    queryFn: ({ signal }) =>
      call(HELP_CALLS.list, { query: { device: HELP_DEVICE, lang: language }, signal }),
    select: (value) => value.list,
    staleTime: HELP_STALE_MS,
  });
}
