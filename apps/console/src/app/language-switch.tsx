import { GlobalOutlined } from '@ant-design/icons';
import { languageOf } from '@app/contract/client';
import { Select } from 'antd';
import { chooseLanguage, useTranslation } from '../lib/i18n/i18n';
import { CONSOLE_LANGUAGES } from '../lib/i18n/languages';

/** Each language by its own name, so that one who cannot read the current one finds theirs. */
const OPTIONS = CONSOLE_LANGUAGES.map((code) => {
  const { name, tag } = languageOf(code);
  return { value: code, label: <span lang={tag}>{name}</span> };
});

export function LanguageSwitch() {
  const { t, language } = useTranslation();
  return (
    <Select
      aria-label={t('language.label')}
      prefix={<GlobalOutlined aria-hidden />}
      value={language}
      onChange={chooseLanguage}
      options={OPTIONS}
      popupMatchSelectWidth={false}
      style={{ minWidth: 150 }}
    />
  );
}
