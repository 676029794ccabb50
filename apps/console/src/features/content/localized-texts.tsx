/**
 * The texts of a piece of content in each language the operator writes it in (contract Localized:
 * English required, the others optional; a player reads their language's, else English's). One tab
 * per language written, a choice to add another; a language added here and not saved yet may be
 * taken out again (the API replaces the languages a change gives and keeps the others).
 */
import { CloseOutlined } from '@ant-design/icons';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode, languageOf } from '@app/contract/client';
import { Button, Form, Input, Select, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages/en';
import { LazyRichTextEditor } from './lazy-rich-text-editor';

export interface TextField {
  name: 'title' | 'summary' | 'content';
  label: MessageKey;
  max: number;
  required?: boolean;
  /** An HTML body: the rich-text editor. */
  rich?: boolean;
}

export function LocalizedTexts({
  fields,
  initialLanguages,
  active,
  onActiveChange,
}: {
  fields: readonly TextField[];
  /** The languages already written (saved ones cannot be taken out). */
  initialLanguages: readonly LanguageCode[];
  active: LanguageCode;
  onActiveChange: (language: LanguageCode) => void;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [languages, setLanguages] = useState<LanguageCode[]>(() => [
    DEFAULT_LANGUAGE,
    ...initialLanguages.filter((code) => code !== DEFAULT_LANGUAGE),
  ]);
  const missing = LANGUAGES.filter(({ code }) => !languages.includes(code));

  const remove = (code: LanguageCode) => {
    setLanguages((shown) => shown.filter((shownCode) => shownCode !== code));
    form.setFieldValue(['texts', code], undefined);
    if (active === code) onActiveChange(DEFAULT_LANGUAGE);
  };

  return (
    <Tabs
      activeKey={active}
      onChange={(key) => onActiveChange(key as LanguageCode)}
      tabBarExtraContent={
        missing.length > 0 && (
          <Select<LanguageCode>
            aria-label={t('content.addLanguage')}
            placeholder={t('content.addLanguage')}
            value={null}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 200 }}
            options={missing.map(({ code, name }) => ({ value: code, label: name }))}
            onChange={(code) => {
              setLanguages((shown) => [...shown, code]);
              onActiveChange(code);
            }}
          />
        )
      }
      items={languages.map((code) => ({
        key: code,
        label: languageOf(code).name,
        // Every language's fields stay in the form while another tab shows.
        forceRender: true,
        children: (
          <>
            {code !== DEFAULT_LANGUAGE && !initialLanguages.includes(code) && (
              <Button
                size="small"
                icon={<CloseOutlined aria-hidden />}
                onClick={() => remove(code)}
                style={{ marginBottom: 8 }}
              >
                {t('content.removeLanguage', { language: languageOf(code).name })}
              </Button>
            )}
            {fields.map((field) => {
              const label = `${t(field.label)} (${languageOf(code).name})`;
              return (
                <Form.Item
                  key={field.name}
                  name={['texts', code, field.name]}
                  label={label}
                  rules={[
                    ...(field.required
                      ? [{ required: true, whitespace: true, message: t('content.required') }]
                      : []),
                    { max: field.max, message: t('content.tooLong', { max: field.max }) },
                  ]}
                >
                  {field.rich ? <LazyRichTextEditor label={label} /> : <Input maxLength={field.max} />}
                </Form.Item>
              );
            })}
          </>
        ),
      }))}
    />
  );
}
