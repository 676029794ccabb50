/**
 * The site page's sections: each the fields of one part of the merchant's settings, named by their
 * path in the configuration (['resources', 0, 'url']) so that a refusal's field path lands on them.
 */

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { SiteConfig } from '@app/contract';
import { MASKED_SECRET, RESOURCE_TYPES, WHITELABEL_SWITCHES } from '@app/contract/client';
import { Button, Checkbox, Flex, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useTranslation } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages/en';
import { SettingsForm } from './settings-form';
import type { SiteSettings } from './site-api';

export interface SectionProps {
  settings: SiteSettings;
  canEdit: boolean;
  saveConfig: (patch: Record<string, unknown>) => Promise<unknown>;
  saveAccess: (patch: Record<string, unknown>) => Promise<unknown>;
}

/** A list of texts typed one by one, each ended by Enter, a comma or a space (domains, hosts, countries). */
const tags = () => <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ']} />;

export function AccessSection({ settings, canEdit, saveAccess }: SectionProps) {
  const { t } = useTranslation();
  const upper = (values: string[] = []) => values.map((value) => value.trim().toUpperCase());
  return (
    <SettingsForm
      name="site-access"
      title={t('site.section.access')}
      initialValues={settings.access}
      canEdit={canEdit}
      save={saveAccess}
    >
      <Form.Item name="maintenance" label={t('site.maintenance')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="maintenanceInfo"
        label={t('site.maintenanceInfo')}
        extra={t('site.maintenanceInfoHelp')}
      >
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item
        name="allowedCountries"
        label={t('site.allowedCountries')}
        extra={t('site.countriesHelp')}
        normalize={upper}
      >
        {tags()}
      </Form.Item>
      <Form.Item name="blockedCountries" label={t('site.blockedCountries')} normalize={upper}>
        {tags()}
      </Form.Item>
    </SettingsForm>
  );
}

export function GeneralSection({ settings, canEdit, saveConfig }: SectionProps) {
  const { t } = useTranslation();
  const { config } = settings;
  return (
    <SettingsForm
      name="site-general"
      title={t('site.section.general')}
      initialValues={{
        name: config.name,
        currency: config.currency,
        currencySymbol: config.currencySymbol,
        mainDomain: config.mainDomain,
        mobileTemplate: config.mobileTemplate,
        externalChatUrl: config.externalChatUrl ?? '',
        domainRoute: config.domainRoute,
        imageCDNs: config.imageCDNs,
      }}
      canEdit={canEdit}
      save={saveConfig}
    >
      <Form.Item name="name" label={t('site.name')}>
        <Input maxLength={80} />
      </Form.Item>
      <Flex gap="middle">
        <Form.Item name="currency" label={t('site.currency')}>
          <Input maxLength={3} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="currencySymbol" label={t('site.currencySymbol')}>
          <Input maxLength={8} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="mobileTemplate" label={t('site.mobileTemplate')}>
          <Input style={{ width: 200 }} />
        </Form.Item>
      </Flex>
      <Form.Item name="mainDomain" label={t('site.mainDomain')}>
        <Input />
      </Form.Item>
      <Form.Item name="domainRoute" label={t('site.domainRoute')} extra={t('site.domainRouteHelp')}>
        {tags()}
      </Form.Item>
      <Form.Item name="imageCDNs" label={t('site.imageCDNs')} extra={t('site.httpsHelp')}>
        {tags()}
      </Form.Item>
      <Form.Item
        name="externalChatUrl"
        label={t('site.externalChatUrl')}
        extra={t('site.externalChatUrlHelp')}
      >
        <Input inputMode="url" />
      </Form.Item>
    </SettingsForm>
  );
}

const FEATURES: readonly { key: keyof SiteConfig['features']; label: MessageKey }[] = [
  { key: 'liveModel', label: 'site.feature.liveModel' },
  { key: 'vipBenefits', label: 'site.feature.vipBenefits' },
  { key: 'appDownload', label: 'site.feature.appDownload' },
];

export function SwitchesSection({ settings, canEdit, saveConfig }: SectionProps) {
  const { t } = useTranslation();
  const { config } = settings;
  return (
    <SettingsForm
      name="site-switches"
      title={t('site.section.switches')}
      initialValues={{ features: config.features, whitelabel: config.whitelabel }}
      canEdit={canEdit}
      save={saveConfig}
    >
      <Typography.Paragraph type="secondary">{t('site.switchesHelp')}</Typography.Paragraph>
      <Flex wrap gap="large">
        {FEATURES.map(({ key, label }) => (
          <Form.Item key={key} name={['features', key]} label={t(label)} valuePropName="checked">
            <Switch />
          </Form.Item>
        ))}
      </Flex>
      <Flex wrap gap="large">
        {WHITELABEL_SWITCHES.map((name) => (
          <Form.Item
            key={name}
            name={['whitelabel', name]}
            label={name}
            valuePropName="checked"
            style={{ width: 180 }}
          >
            <Switch />
          </Form.Item>
        ))}
      </Flex>
    </SettingsForm>
  );
}

export function RegistrationSection({ settings, canEdit, saveConfig }: SectionProps) {
  const { t } = useTranslation();
  const { register } = settings.config;
  return (
    <SettingsForm
      name="site-register"
      title={t('site.section.register')}
      initialValues={{ register: { ...register, minimumAge: register.minimumAge ?? null } }}
      // The server takes the registration settings only whole (field patterns included).
      whole={['register']}
      canEdit={canEdit}
      save={saveConfig}
    >
      <Flex gap="large">
        <Form.Item
          name={['register', 'captcha', 'enabled']}
          label={t('site.captcha')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name={['register', 'minimumAge']}
          label={t('site.minimumAge')}
          extra={t('site.minimumAgeHelp')}
        >
          <InputNumber min={0} precision={0} />
        </Form.Item>
      </Flex>
      <table style={{ borderCollapse: 'collapse', marginBottom: 16 }}>
        <caption style={{ textAlign: 'start', fontWeight: 600, paddingBottom: 8 }}>
          {t('site.registerFields')}
        </caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'start', paddingInlineEnd: 24 }}>
              {t('site.registerField')}
            </th>
            <th scope="col">{t('site.fieldShown')}</th>
            <th scope="col">{t('site.fieldRequired')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.keys(register.fields).map((field) => (
            <tr key={field}>
              <th scope="row" style={{ textAlign: 'start', fontWeight: 'normal' }}>
                {field}
              </th>
              {(['enabled', 'required'] as const).map((flag) => (
                <td key={flag} style={{ textAlign: 'center', padding: '2px 16px' }}>
                  <Form.Item name={['register', 'fields', field, flag]} valuePropName="checked" noStyle>
                    <Checkbox
                      aria-label={`${field}: ${t(flag === 'enabled' ? 'site.fieldShown' : 'site.fieldRequired')}`}
                    />
                  </Form.Item>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </SettingsForm>
  );
}

export function CustomerServiceSection({ settings, canEdit, saveConfig }: SectionProps) {
  const { t } = useTranslation();
  return (
    <SettingsForm
      name="site-cs"
      title={t('site.section.customerService')}
      initialValues={{ customerService: settings.config.customerService }}
      canEdit={canEdit}
      save={saveConfig}
    >
      <Form.List name="customerService">
        {(items, { add, remove }) => (
          <>
            {items.map(({ key, name }) => (
              <Flex key={key} gap="middle" align="start">
                <Form.Item name={[name, 'csType']} label={t('site.csType')}>
                  <Input style={{ width: 140 }} />
                </Form.Item>
                <Form.Item name={[name, 'title']} label={t('site.csTitle')}>
                  <Input style={{ width: 180 }} />
                </Form.Item>
                <Form.Item
                  name={[name, 'path']}
                  label={t('site.csPath')}
                  extra={t('site.contactHelp')}
                  style={{ flex: 1 }}
                >
                  <Input inputMode="url" />
                </Form.Item>
                <RemoveButton label={t('site.remove')} onClick={() => remove(name)} />
              </Flex>
            ))}
            <AddButton
              label={t('site.addCustomerService')}
              onClick={() => add({ csType: '', title: '', path: '' })}
            />
          </>
        )}
      </Form.List>
    </SettingsForm>
  );
}

export function DownloadsSection({ settings, canEdit, saveConfig }: SectionProps) {
  const { t } = useTranslation();
  return (
    <SettingsForm
      name="site-downloads"
      title={t('site.section.downloads')}
      initialValues={{ resources: settings.config.resources }}
      canEdit={canEdit}
      save={saveConfig}
    >
      <Form.List name="resources">
        {(items, { add, remove }) => (
          <>
            {items.map(({ key, name }) => (
              <Flex key={key} gap="middle" align="start">
                <Form.Item name={[name, 'resourceType']} label={t('site.resourceType')}>
                  <Select
                    style={{ width: 180 }}
                    options={RESOURCE_TYPES.map((type) => ({ value: type, label: type }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[name, 'url']}
                  label={t('site.resourceUrl')}
                  extra={t('site.httpsHelp')}
                  style={{ flex: 1 }}
                >
                  <Input inputMode="url" />
                </Form.Item>
                <RemoveButton label={t('site.remove')} onClick={() => remove(name)} />
              </Flex>
            ))}
            <AddButton
              label={t('site.addDownload')}
              onClick={() => add({ resourceType: 'Android', url: '' })}
            />
          </>
        )}
      </Form.List>
    </SettingsForm>
  );
}

export function TemplateSection({ settings, canEdit, saveConfig }: SectionProps) {
  const { t } = useTranslation();
  const { templates } = settings.config;
  return (
    <SettingsForm
      name="site-template"
      title={t('site.section.template')}
      initialValues={{
        templates: {
          mem_cen: templates.mem_cen,
          dep_func: templates.dep_func,
          parameters: {
            appIcon: templates.parameters.appIcon,
            themeColor: templates.parameters.themeColor ?? '',
            backgroundColor: templates.parameters.backgroundColor ?? '',
          },
        },
      }}
      canEdit={canEdit}
      save={saveConfig}
    >
      <Flex gap="middle">
        <Form.Item
          name={['templates', 'mem_cen']}
          label={t('site.memberCentreTemplate')}
          extra={t('site.templateHelp')}
        >
          <Input style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name={['templates', 'dep_func']}
          label={t('site.depositTemplate')}
          extra={t('site.templateHelp')}
        >
          <Input style={{ width: 160 }} />
        </Form.Item>
      </Flex>
      <Form.Item
        name={['templates', 'parameters', 'appIcon']}
        label={t('site.appIcon')}
        extra={t('site.appIconHelp')}
      >
        <Input />
      </Form.Item>
      <Flex gap="middle">
        <Form.Item
          name={['templates', 'parameters', 'themeColor']}
          label={t('site.themeColor')}
          extra={t('site.colourHelp')}
        >
          <Input style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name={['templates', 'parameters', 'backgroundColor']}
          label={t('site.backgroundColor')}
          extra={t('site.colourHelp')}
        >
          <Input style={{ width: 160 }} />
        </Form.Item>
      </Flex>
    </SettingsForm>
  );
}

const PROVIDERS = ['google', 'facebook'] as const;

/**
 * Social sign-in: the client secret is written, never read back (the settings hold it masked);
 * left empty, it stays as it is.
 */
export function SocialSignInSection({ settings, canEdit, saveConfig }: SectionProps) {
  const { t } = useTranslation();
  const oauth = settings.config.account?.oauth ?? {};
  const initialValues = {
    account: {
      oauth: Object.fromEntries(
        PROVIDERS.map((provider) => [
          provider,
          {
            issuer: oauth[provider]?.issuer ?? '',
            clientId: oauth[provider]?.clientId ?? '',
            clientSecret: '',
          },
        ]),
      ),
    },
  };
  return (
    <SettingsForm
      name="site-oauth"
      title={t('site.section.socialSignIn')}
      initialValues={initialValues}
      canEdit={canEdit}
      save={saveConfig}
    >
      <Typography.Paragraph type="secondary">{t('site.socialSignInHelp')}</Typography.Paragraph>
      {PROVIDERS.map((provider) => {
        const secretSet = oauth[provider]?.clientSecret === MASKED_SECRET;
        return (
          <fieldset key={provider} style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <legend style={{ fontWeight: 600 }}>{t(`site.provider.${provider}`)}</legend>
            <Form.Item name={['account', 'oauth', provider, 'issuer']} label={t('site.issuer')}>
              <Input inputMode="url" />
            </Form.Item>
            <Form.Item name={['account', 'oauth', provider, 'clientId']} label={t('site.clientId')}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name={['account', 'oauth', provider, 'clientSecret']}
              label={t('site.clientSecret')}
              extra={t(secretSet ? 'site.clientSecretSet' : 'site.clientSecretUnset')}
            >
              <Input.Password autoComplete="new-password" visibilityToggle={false} />
            </Form.Item>
          </fieldset>
        );
      })}
    </SettingsForm>
  );
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Form.Item>
      <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={onClick}>
        {label}
      </Button>
    </Form.Item>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      aria-label={label}
      title={label}
      icon={<DeleteOutlined aria-hidden />}
      onClick={onClick}
      style={{ marginTop: 30 }}
    />
  );
}
