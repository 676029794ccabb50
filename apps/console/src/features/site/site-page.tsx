/**
 * Site (issue 21 point 6, decision 0070): a merchant's configuration in sections (access and
 * maintenance, general, switches, registration, customer service, downloads, theme, social
 * sign-in), each saving only what changed, the server's refusals on their fields. Only an admin
 * changes the site; every other role reads the same settings (secrets masked) with the forms
 * read-only. The address holds the merchant and the section.
 */
import { OPERATOR_PATHS, staffRoleAllows } from '@app/contract/client';
import { Alert, Flex, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUDIT_PATH } from '../../app/console-paths';
import { PageLoadError, PageLoading } from '../../app/page-states';
import { useTranslation } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages/en';
import { PageTitle } from '../../ui/page-title';
import { useStaff } from '../auth/session';
import { MerchantField, useMerchantOfAddress } from './merchant-field';
import { useAccessChange, useConfigChange, useSiteSettings } from './site-queries';
import {
  AccessSection,
  CustomerServiceSection,
  DownloadsSection,
  GeneralSection,
  RegistrationSection,
  type SectionProps,
  SocialSignInSection,
  SwitchesSection,
  TemplateSection,
} from './site-sections';

const SECTIONS = [
  { key: 'access', label: 'site.section.access', Section: AccessSection },
  { key: 'general', label: 'site.section.general', Section: GeneralSection },
  { key: 'switches', label: 'site.section.switches', Section: SwitchesSection },
  { key: 'register', label: 'site.section.register', Section: RegistrationSection },
  { key: 'customer-service', label: 'site.section.customerService', Section: CustomerServiceSection },
  { key: 'downloads', label: 'site.section.downloads', Section: DownloadsSection },
  { key: 'template', label: 'site.section.template', Section: TemplateSection },
  { key: 'social', label: 'site.section.socialSignIn', Section: SocialSignInSection },
] as const satisfies readonly {
  key: string;
  label: MessageKey;
  Section: (props: SectionProps) => ReactNode;
}[];
type SectionKey = (typeof SECTIONS)[number]['key'];

export function SitePage() {
  const { t } = useTranslation();
  const { role } = useStaff();
  const [search, setSearch] = useSearchParams();
  const [merchantCode, showMerchant] = useMerchantOfAddress();
  const section: SectionKey = SECTIONS.find(({ key }) => key === search.get('section'))?.key ?? 'access';
  const settings = useSiteSettings(merchantCode);
  const configChange = useConfigChange();
  const accessChange = useAccessChange();
  const canEdit = staffRoleAllows(role, 'PATCH', OPERATOR_PATHS.config);

  const showSection = (key: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('section', key);
      return next;
    });

  const content = () => {
    if (!merchantCode || settings.isPending) return <PageLoading />;
    if (settings.isError) return <PageLoadError error={settings.error} onRetry={() => settings.refetch()} />;
    const props: SectionProps = {
      settings: settings.data,
      canEdit,
      saveConfig: (patch) => configChange.mutateAsync({ merchantCode, patch }),
      saveAccess: (patch) => accessChange.mutateAsync({ merchantCode, patch }),
    };
    return (
      <Tabs
        activeKey={section}
        onChange={showSection}
        items={SECTIONS.map(({ key, label, Section }) => ({
          key,
          label: t(label),
          // Each section's form is its own, with the merchant in its key: another merchant starts afresh.
          children: <Section key={merchantCode} {...props} />,
        }))}
      />
    );
  };

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('site.title')}</PageTitle>
      <Flex gap="large" align="center" wrap>
        <MerchantField id="site-merchant" value={merchantCode} onChange={showMerchant} />
        {merchantCode && (
          <Link to={`${AUDIT_PATH}?${new URLSearchParams({ merchantCode })}`}>{t('site.auditLink')}</Link>
        )}
      </Flex>
      {!canEdit && <Alert type="info" showIcon title={t('site.readOnly')} />}
      {content()}
    </Flex>
  );
}
