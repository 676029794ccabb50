import { Form, Input, Modal } from 'antd';
import { useTranslation } from '../../lib/i18n/i18n';

const HTTPS_URL = /^https:\/\/[^\s"'<>]+$/i;

/**
 * Asks for an https address (a link's or a picture's): the sanitizer keeps links to https (and
 * mailto, tel, the site's paths) and pictures from https only, so the editor offers no other.
 * An empty link address removes the link.
 */
export function UrlDialog({
  title,
  initial,
  allowEmpty,
  onDone,
  onCancel,
}: {
  title: string;
  initial: string;
  allowEmpty: boolean;
  onDone: (url: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ url: string }>();
  return (
    <Modal
      open
      title={title}
      okText={t('content.editor.apply')}
      okButtonProps={{ htmlType: 'submit' }}
      onCancel={onCancel}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ url: initial }}
          onFinish={({ url }) => onDone(url.trim())}
        >
          {dialog}
        </Form>
      )}
    >
      <Form.Item
        name="url"
        label={t('content.editor.url')}
        extra={t('content.editor.urlHelp')}
        rules={[
          { required: !allowEmpty, message: t('content.required') },
          { pattern: HTTPS_URL, message: t('content.editor.urlInvalid') },
        ]}
      >
        <Input autoFocus inputMode="url" autoComplete="off" />
      </Form.Item>
    </Modal>
  );
}
