/**
 * The merchant a page shows. Every page of the console works on one merchant: this is the one list
 * of them (GET /wps/operator/merchants, which every role reads, asked once for every page) and the
 * select that picks one, labelled by the page (a form item's `id`, or an `aria-label`).
 */
import type { SiteConfig } from '@app/contract';
import { OPERATOR_PATHS } from '@app/contract/client';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { callApi } from '../lib/api-client';

/** One merchant as GET /wps/operator/merchants lists it. */
export type MerchantSummary = Pick<SiteConfig, 'merchantCode' | 'name'>;

const fetchMerchants = (signal?: AbortSignal) =>
  callApi<MerchantSummary[]>({ method: 'GET', url: OPERATOR_PATHS.merchants }, { signal });

export const useMerchants = () =>
  useQuery({
    queryKey: ['operator', 'merchants'],
    queryFn: ({ signal }) => fetchMerchants(signal),
    staleTime: 5 * 60_000,
  });

export function MerchantSelect({
  value,
  onChange,
  ...label
}: {
  value: string | undefined;
  onChange: (merchantCode: string) => void;
} & ({ id: string } | { 'aria-label': string })) {
  const merchants = useMerchants();
  return (
    <Select
      {...label}
      showSearch={{ optionFilterProp: 'label' }}
      loading={merchants.isPending}
      value={value}
      onChange={onChange}
      options={(merchants.data ?? []).map(({ merchantCode, name }) => ({
        value: merchantCode,
        label: `${name} (${merchantCode})`,
      }))}
      style={{ width: 240 }}
    />
  );
}
