import Input, { type InputProps } from 'antd-mobile/es/components/input';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** A password field with the show/hide switch of spec §2 (Form.Item passes value, onChange and id). */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <Input
        {...props}
        type={visible ? 'text' : 'password'}
        autoComplete={props.autoComplete ?? 'current-password'}
      />
      <button
        type="button"
        className="icon-button password-input__eye"
        aria-label={t(visible ? 'hide_password' : 'show_password')}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOutline aria-hidden="true" /> : <EyeInvisibleOutline aria-hidden="true" />}
      </button>
    </div>
  );
}
