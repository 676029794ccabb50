/**
 * The form of a piece of content in a modal (ui/form-modal: the server's field errors on the
 * fields), with the draft's live preview in a phone-sized frame of the site beside it when the
 * content has a body players read. The language tab being written is the one previewed, until
 * the preview's own choice shows another.
 */
import { type ContentPreviewKind, DEFAULT_LANGUAGE, type LanguageCode } from '@app/contract/client';
import { Flex, Form, type FormProps } from 'antd';
import { type ReactNode, useState } from 'react';
import type { RefusalFields } from '../../lib/form-errors';
import { FormModal } from '../../ui/form-modal';
import { type PreviewTexts, SitePreview } from './site-preview';

export interface ContentPreview<Values> {
  kind: ContentPreviewKind;
  /** The texts players of the language would read, from the form's values as they are now. */
  textsOf: (values: Partial<Values>, language: LanguageCode) => PreviewTexts;
}

export interface LanguageTab {
  active: LanguageCode;
  onActiveChange: (language: LanguageCode) => void;
}

function FormPreview<Values>({
  preview,
  language,
  onLanguageChange,
}: {
  preview: ContentPreview<Values>;
  language: LanguageCode;
  onLanguageChange: (language: LanguageCode) => void;
}) {
  const form = Form.useFormInstance<Values>();
  const values = (Form.useWatch([], { form, preserve: true }) ?? {}) as Partial<Values>;
  return (
    <SitePreview
      kind={preview.kind}
      language={language}
      onLanguageChange={onLanguageChange}
      texts={preview.textsOf(values, language)}
    />
  );
}

export function ContentFormModal<Values extends object>({
  name,
  title,
  okText,
  initialValues,
  submit,
  refusalFields,
  onClose,
  preview,
  children,
}: {
  name: string;
  title: ReactNode;
  okText: string;
  initialValues?: FormProps<Values>['initialValues'];
  submit: (values: Values) => Promise<unknown>;
  refusalFields?: RefusalFields;
  onClose: () => void;
  preview?: ContentPreview<Values>;
  children: (tab: LanguageTab) => ReactNode;
}) {
  const [tabLanguage, setTabLanguage] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  const [previewLanguage, setPreviewLanguage] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  const tab: LanguageTab = {
    active: tabLanguage,
    onActiveChange: (language) => {
      setTabLanguage(language);
      setPreviewLanguage(language);
    },
  };
  return (
    <FormModal<Values>
      name={name}
      title={title}
      okText={okText}
      open
      initialValues={initialValues}
      submit={submit}
      refusalFields={refusalFields}
      onClose={onClose}
      width={preview ? 1240 : 720}
    >
      <Flex gap="large" align="start">
        <div style={{ flex: 1, minWidth: 0 }}>{children(tab)}</div>
        {preview && (
          <FormPreview preview={preview} language={previewLanguage} onLanguageChange={setPreviewLanguage} />
        )}
      </Flex>
    </FormModal>
  );
}
