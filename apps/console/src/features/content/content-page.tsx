/**
 * Content (issue 21 point 5, decision 0068): a merchant's banners, announcements, promotions, help
 * items and inbox messages. Every role reads them; the content role (and the admin) writes them,
 * with a rich-text editor for the bodies and a preview in a phone-sized frame of the real site per
 * language. The address holds the tab and the merchant, so a link shows the same list.
 */
import { Flex, Form, Tabs } from 'antd';
import { type ReactElement, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n';
import { MerchantSelect, useMerchants } from '../../ui/merchant-select';
import { PageTitle } from '../../ui/page-title';
import { AnnouncementsTab } from './announcements-tab';
import { CONTENT_TABS, type ContentTab, contentTabOf } from './content-view';
import { HelpTab } from './help-tab';
import { InboxTab } from './inbox-tab';
import { PromotionsTab } from './promotions-tab';

export function ContentPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = contentTabOf(search.get('tab'));
  const merchantCode = search.get('merchant') ?? undefined;
  const merchants = useMerchants();
  const show = (next: { tab?: ContentTab; merchant?: string }) =>
    setSearch({
      tab: next.tab ?? tab,
      ...((next.merchant ?? merchantCode) ? { merchant: next.merchant ?? merchantCode } : {}),
    });

  // No merchant in the address: the first one, written there so that a link shows the same list.
  const firstMerchant = merchants.data?.[0]?.merchantCode;
  useEffect(() => {
    if (!merchantCode && firstMerchant) setSearch({ tab, merchant: firstMerchant }, { replace: true });
  }, [merchantCode, firstMerchant, tab, setSearch]);

  const panes: Record<ContentTab, ReactElement> = {
    banners: <AnnouncementsTab kind="banners" merchantCode={merchantCode} />,
    notices: <AnnouncementsTab kind="notices" merchantCode={merchantCode} />,
    promotions: <PromotionsTab merchantCode={merchantCode} />,
    help: <HelpTab merchantCode={merchantCode} />,
    inbox: <InboxTab merchantCode={merchantCode} />,
  };

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center">
        <PageTitle>{t('content.pageTitle')}</PageTitle>
        <Form.Item label={t('content.merchant')} htmlFor="content-merchant" style={{ margin: 0 }}>
          <MerchantSelect
            id="content-merchant"
            value={merchantCode}
            onChange={(merchant) => show({ merchant })}
          />
        </Form.Item>
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => show({ tab: key as ContentTab })}
        // Only the tab shown asks for its list.
        destroyOnHidden
        items={CONTENT_TABS.map((key) => ({ key, label: t(`content.tab.${key}`), children: panes[key] }))}
      />
    </Flex>
  );
}
