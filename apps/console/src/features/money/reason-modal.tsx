import { Form, Input } from 'antd';
import { useTranslation } from '../../lib/i18n/i18n';
import { FormModal } from '../../ui/form-modal';

/** The API takes a reason of 1 to 200 characters (contract ReasonBody). */
const REASON_MAX_LENGTH = 200;

/**
 * A rejection's reason, required; shown while rendered, closed once the rejection is done. The
 * hint says who reads the reason: by default the member (a deposit's or withdrawal's rejection);
 * an approval's rejection passes its own (the reason stays in the back office).
 */
export function ReasonModal({
  title,
  hint,
  reject,
  onClose,
}: {
  title: string;
  hint?: string;
  reject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal<{ reason: string }>
      name="reject-reason"
      title={title}
      okText={t('money.reject')}
      open
      onClose={onClose}
      submit={({ reason }) => reject(reason.trim())}
    >
      <Form.Item
        name="reason"
        label={t('money.reason')}
        rules={[{ required: true, whitespace: true, message: hint ?? t('money.reasonRequired') }]}
      >
        {/* Fixed rows: autoSize measures in a hidden textarea that stays focusable (axe flags it). */}
        <Input.TextArea maxLength={REASON_MAX_LENGTH} showCount rows={3} />
      </Form.Item>
    </FormModal>
  );
}
