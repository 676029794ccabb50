/**
 * One section of the site page: a form over part of the merchant's settings that sends only what
 * changed (changed-settings.ts), puts the server's refusals on their fields (form-errors.ts), and
 * is read-only for a role that may not change the site.
 */
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { showFieldErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/i18n/i18n';
import { changedSettings, mergeValues } from './changed-settings';

export function SettingsForm<Values extends object>({
  name,
  title,
  initialValues,
  whole,
  canEdit,
  save,
  children,
}: {
  /** The form's name: its fields' ids start with it. */
  name: string;
  title: string;
  /** The section's part of the settings, as its fields show them. */
  initialValues: Values;
  /** Paths the server takes only whole (changed-settings.ts). */
  whole?: readonly string[];
  canEdit: boolean;
  save: (patch: Record<string, unknown>) => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const call = useMutation({ mutationFn: save });
  const [saves, setSaves] = useState(0);
  // The settings asked again after a save: the fields show them afresh, and a secret typed is gone
  // (the settings hold it masked, so they may read the same as before).
  const initialJson = JSON.stringify(initialValues);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values' content, not their identity, decides
  useEffect(() => {
    form.resetFields();
  }, [initialJson, saves, form]);

  const submit = (values: Values) => {
    const patch = changedSettings(initialValues, mergeValues(initialValues, values), whole);
    if (!patch) {
      void message.info(t('site.nothingChanged'));
      return;
    }
    call.mutate(patch, {
      onSuccess: () => {
        setSaves((count) => count + 1);
        void message.success(t('site.saved'));
      },
      onError: (error) => showFieldErrors(form, error, t),
    });
  };

  return (
    <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{title}</h2>}>
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        disabled={!canEdit}
        onFinish={submit}
        onValuesChange={() => call.isError && call.reset()}
        style={{ maxWidth: 760 }}
      >
        {call.isError && (
          <Alert type="error" showIcon title={errorMessage(call.error, t)} style={{ marginBottom: 16 }} />
        )}
        {children}
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={call.isPending}>
            {t('site.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
