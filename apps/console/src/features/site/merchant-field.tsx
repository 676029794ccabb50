/**
 * The merchant a site or games page shows, kept in the address (?merchant=DEMO, as the dashboard
 * and the content pages do); with none there, the first merchant is written there, so a link shows
 * the same merchant. The list is the money queues' (GET /wps/operator/merchants, every role).
 */
import { Form } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n';
import { MerchantSelect, useMerchants } from '../../ui/merchant-select';

export const MERCHANT_PARAMETER = 'merchant';

/** The address's merchant and the way to show another (the page's other parameters start again). */
export function useMerchantOfAddress(): [string | undefined, (merchantCode: string) => void] {
  const [search, setSearch] = useSearchParams();
  const merchantCode = search.get(MERCHANT_PARAMETER)?.trim() || undefined;
  const first = useMerchants().data?.[0]?.merchantCode;
  useEffect(() => {
    if (merchantCode || !first) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(MERCHANT_PARAMETER, first);
        return next;
      },
      { replace: true },
    );
  }, [merchantCode, first, setSearch]);
  return [merchantCode, (next) => setSearch({ [MERCHANT_PARAMETER]: next })];
}

export function MerchantField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | undefined;
  onChange: (merchantCode: string) => void;
}) {
  const { t } = useTranslation();
  const _merchants = useMerchants();
  return (
    <Form.Item label={t('site.merchant')} htmlFor={id} style={{ margin: 0 }}>
      <MerchantSelect id={id} value={value} onChange={onChange} />
    </Form.Item>
  );
}
