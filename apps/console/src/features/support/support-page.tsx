/**
 * The support desk (issue 21 point 7): a merchant's live chats (staff side), players' feedback,
 * agent applications and agent contracts, one tab each. Every role reads them; the answers and
 * decisions show to the roles the server lets make them. The address holds the tab, the merchant,
 * the chat open and each list's filter and page.
 */
import { Flex, Form, Select, Tabs } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages/en';
import { MerchantSelect, useMerchants } from '../../ui/merchant-select';
import { PageTitle } from '../../ui/page-title';
import { AgentApplicationsTable } from './agent-applications-table';
import { AgentContractsTable } from './agent-contracts-table';
import { ChatDesk } from './chat-desk';
import { FeedbackTable } from './feedback-table';
import {
  APPLICATION_FILTERS,
  CONTRACT_FILTERS,
  FEEDBACK_FILTERS,
  type SupportTab,
  type SupportView,
  searchOfSupportView,
  supportViewOf,
} from './support-view';

/** A tab's status filter: its choices and where the view keeps it. */
function StatusSelect<Filter extends string>({
  value,
  filters,
  labelOf,
  onChange,
}: {
  value: Filter;
  filters: readonly Filter[];
  labelOf: (filter: Filter) => MessageKey;
  onChange: (filter: Filter) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select<Filter>
      id="support-status"
      value={value}
      onChange={onChange}
      options={filters.map((filter) => ({ value: filter, label: t(labelOf(filter)) }))}
      style={{ width: 200 }}
    />
  );
}

export function SupportPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => supportViewOf(search), [search]);
  const merchants = useMerchants();
  const show = (next: SupportView) => setSearch(searchOfSupportView(next));

  // No merchant in the address: the first one, written there so that a link shows the same desk.
  const firstMerchant = merchants.data?.[0]?.merchantCode;
  useEffect(() => {
    if (!view.merchantCode && firstMerchant)
      setSearch(searchOfSupportView({ ...view, merchantCode: firstMerchant }), { replace: true });
  }, [view, firstMerchant, setSearch]);

  const statusSelects: Partial<Record<SupportTab, ReactNode>> = {
    feedback: (
      <StatusSelect
        value={view.feedbackStatus}
        filters={FEEDBACK_FILTERS}
        labelOf={(filter) => `support.feedback.filter.${filter}`}
        onChange={(feedbackStatus) => show({ ...view, feedbackStatus, feedbackPage: 1 })}
      />
    ),
    applications: (
      <StatusSelect
        value={view.applicationStatus}
        filters={APPLICATION_FILTERS}
        labelOf={(filter) => `support.agents.filter.${filter}`}
        onChange={(applicationStatus) => show({ ...view, applicationStatus })}
      />
    ),
    contracts: (
      <StatusSelect
        value={view.contractStatus}
        filters={CONTRACT_FILTERS}
        labelOf={(filter) => `support.contracts.filter.${filter}`}
        onChange={(contractStatus) => show({ ...view, contractStatus })}
      />
    ),
  };
  const statusSelect = statusSelects[view.tab];
  const { merchantCode } = view;

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('support.title')}</PageTitle>
      <Form layout="inline" component="section" aria-label={t('support.filters')} style={{ rowGap: 12 }}>
        <Form.Item label={t('support.merchant')} htmlFor="support-merchant">
          <MerchantSelect
            id="support-merchant"
            value={merchantCode}
            onChange={(code) => show({ ...view, merchantCode: code, chat: undefined })}
          />
        </Form.Item>
        {statusSelect && (
          <Form.Item label={t('support.status')} htmlFor="support-status">
            {statusSelect}
          </Form.Item>
        )}
      </Form>
      <Tabs
        activeKey={view.tab}
        onChange={(tab) => show({ ...view, tab: tab as SupportTab })}
        destroyOnHidden
        items={[
          {
            key: 'chats',
            label: t('support.tab.chats'),
            children: merchantCode && (
              <ChatDesk
                merchantCode={merchantCode}
                openChat={view.chat}
                onOpen={(chat) => show({ ...view, chat })}
                listView={{ search: view.chatSearch, unread: view.chatUnread, page: view.chatPage }}
                onList={({ search: chatSearch, unread: chatUnread, page: chatPage }) =>
                  show({ ...view, chatSearch, chatUnread, chatPage })
                }
              />
            ),
          },
          {
            key: 'feedback',
            label: t('support.tab.feedback'),
            children: (
              <FeedbackTable
                merchantCode={merchantCode}
                filter={view.feedbackStatus}
                pageNo={view.feedbackPage}
                pageSize={view.feedbackPageSize}
                onPage={(feedbackPage, feedbackPageSize) => show({ ...view, feedbackPage, feedbackPageSize })}
              />
            ),
          },
          {
            key: 'applications',
            label: t('support.tab.applications'),
            children: <AgentApplicationsTable merchantCode={merchantCode} filter={view.applicationStatus} />,
          },
          {
            key: 'contracts',
            label: t('support.tab.contracts'),
            children: <AgentContractsTable merchantCode={merchantCode} filter={view.contractStatus} />,
          },
        ]}
      />
    </Flex>
  );
}
