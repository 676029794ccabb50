import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/i18n';
import { FormModal } from './form-modal';

/** The API takes a reason of 1 to 200 characters (contract ReasonBody, AGENT_REJECT_REASON_MAX). */
const REASON_MAX_LENGTH = 200;

/**
 * A rejection with its required reason, shown while rendered, closed once the rejection is done;
 * `children` are more fields of the same form (their values go to `reject` beside the trimmed
 * reason). The hint says who reads the reason: by default the member (a deposit's, withdrawal's or
 * agent application's rejection); an approval's rejection passes its own (it stays in the back office).
 */
export function ReasonModal<Extra extends object = object>({
  title,
  hint,
  reject,
  onClose,
  children,
}: {
  title: string;
  hint?: string;
  reject: (values: Extra & { reason: string }) => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormModal<Extra & { reason: string }>
      name="reject-reason"
      title={title}
      okText={t('money.reject')}
      open
      onClose={onClose}
      submit={(values) => reject({ ...values, reason: values.reason.trim() })}
    >
      <Form.Item
        name="reason"
        label={t('money.reason')}
        rules={[{ required: true, whitespace: true, message: hint ?? t('money.reasonRequired') }]}
      >
        {/* Fixed rows: autoSize measures in a hidden textarea that stays focusable (axe flags it). */}
        <Input.TextArea maxLength={REASON_MAX_LENGTH} showCount rows={3} />
      </Form.Item>
      {children}
    </FormModal>
  );
}
