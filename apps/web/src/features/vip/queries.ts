/** Server state of the VIP feature (contract VIP_CALLS): the merchant's levels and the member's progress. */
import { VIP_CALLS } from '@app/contract/client';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { activeLanguageCode } from '../../i18n/language';
import { useTranslation } from '../../i18n/use-translation';
import { useSessionToken } from '../wallet/queries';

export const vipKeys = {
  /** Per session (the progress is the member's) and language (the operator's texts are in it). */
  vip: (token: string, language: string) => ['vip', token, language] as const,
};

export function useVip({ enabled }: { enabled: boolean }) {
  const token = useSessionToken();
  // Re-keyed when the player switches language: the levels' texts come in it.
  useTranslation();
  return useQuery({
    queryKey: vipKeys.vip(token, activeLanguageCode()),
    queryFn: ({ signal }) => call(VIP_CALLS.vip, { signal }),
    enabled: enabled && token !== '',
  });
}
