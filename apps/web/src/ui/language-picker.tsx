/**
 * The language picker (spec §2 Download bar and popups): every language of the contract with its
 * flag and native name. A lazy chunk: the 22 flags load only when someone opens it.
 *
 * A modal dialog for the keyboard too (issue 20): antd-mobile's Popup draws the sheet but leaves
 * focus where it was, so focus-trap moves it to the language in use, keeps Tab inside, closes on
 * Escape or a tap outside, and gives focus back to the button that opened it.
 */
import { LANGUAGES, type LanguageCode } from '@app/contract/client';
import Popup from 'antd-mobile/es/components/popup';
import {
  BD,
  BR,
  CN,
  ES,
  ID,
  IN,
  IR,
  JP,
  KH,
  KR,
  LK,
  MM,
  MY,
  PH,
  PK,
  RU,
  SA,
  TH,
  TR,
  TW,
  US,
  VN,
} from 'country-flag-icons/string/3x2';
import { FocusTrap } from 'focus-trap-react';
import { useRef } from 'react';
import { activeLanguageCode, chooseLanguage } from '../i18n/language';
import { useTranslation } from '../i18n/use-translation';
import './ui.css';

type FlagCountry = (typeof LANGUAGES)[number]['flag'];

const FLAG_SVG: Record<FlagCountry, string> = {
  US,
  CN,
  TW,
  JP,
  KR,
  TH,
  VN,
  MM,
  KH,
  ID,
  MY,
  PH,
  IN,
  LK,
  BD,
  PK,
  SA,
  IR,
  TR,
  RU,
  ES,
  BR,
};

const flagUrl = (country: FlagCountry): string =>
  `data:image/svg+xml,${encodeURIComponent(FLAG_SVG[country])}`;

export interface LanguagePickerProps {
  visible: boolean;
  onClose: () => void;
}

export default function LanguagePicker({ visible, onClose }: LanguagePickerProps) {
  const { t } = useTranslation();
  const active = activeLanguageCode();
  const activeOption = useRef<HTMLButtonElement>(null);

  const choose = async (code: LanguageCode) => {
    onClose();
    if (code !== active) await chooseLanguage(code);
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyStyle={{ borderRadius: '16px 16px 0 0' }}
    >
      <FocusTrap
        active={visible}
        focusTrapOptions={{
          initialFocus: () => activeOption.current ?? false,
          escapeDeactivates: true,
          clickOutsideDeactivates: true,
          returnFocusOnDeactivate: true,
          onDeactivate: onClose,
          // The sheet is shown whenever the trap is on; without layout (jsdom) the default check
          // would take every option for hidden.
          tabbableOptions: { displayCheck: 'none' },
        }}
      >
        <section
          className="language-picker"
          role="dialog"
          aria-modal="true"
          aria-labelledby="language-picker-title"
        >
          <h2 id="language-picker-title">{t('choose_language')}</h2>
          <ul>
            {LANGUAGES.map((language) => (
              <li key={language.code}>
                <button
                  ref={language.code === active ? activeOption : undefined}
                  type="button"
                  className="language-picker__option"
                  lang={language.tag}
                  dir={language.rtl ? 'rtl' : 'ltr'}
                  aria-current={language.code === active ? 'true' : undefined}
                  onClick={() => void choose(language.code)}
                >
                  <img src={flagUrl(language.flag)} alt="" width={30} height={20} />
                  <span>{language.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </FocusTrap>
    </Popup>
  );
}
