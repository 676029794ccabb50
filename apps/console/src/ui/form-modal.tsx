import { useMutation } from '@tanstack/react-query';
import { Alert, Form, type FormProps, Modal, type ModalProps } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-errors';
import { type RefusalFields, showFieldErrors } from '../lib/form-errors';
import { useTranslation } from '../lib/i18n/i18n';

/**
 * A form in a modal whose OK button submits it (Enter in a field too): open until the call
 * succeeds; a refusal stays in the modal, its field errors on the fields, its message above them.
 */
export function FormModal<Values extends object>({
  name,
  title,
  okText,
  open,
  initialValues,
  submit,
  refusalFields,
  onClose,
  width,
  children,
}: {
  name: string;
  title: ReactNode;
  okText: string;
  open: boolean;
  initialValues?: FormProps<Values>['initialValues'];
  submit: (values: Values) => Promise<unknown>;
  refusalFields?: RefusalFields;
  onClose: () => void;
  width?: ModalProps['width'];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const call = useMutation({ mutationFn: submit, onSuccess: onClose });

  return (
    <Modal
      title={title}
      open={open}
      okText={okText}
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={call.isPending}
      onCancel={onClose}
      width={width}
      afterClose={call.reset}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<Values>
          form={form}
          name={name}
          layout="vertical"
          initialValues={initialValues}
          clearOnDestroy
          onFinish={(values) =>
            call.mutate(values, { onError: (error) => showFieldErrors(form, error, t, refusalFields) })
          }
        >
          {dialog}
        </Form>
      )}
    >
      {call.isError && (
        <Alert type="error" showIcon title={errorMessage(call.error, t)} style={{ marginBottom: 16 }} />
      )}
      {children}
    </Modal>
  );
}
