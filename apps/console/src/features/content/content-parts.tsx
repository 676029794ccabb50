/** Small parts every content tab shares: a row's confirmed action, and whether players see it. */
import type { LanguageCode } from '@app/contract/client';
import { App, Badge, Button, Form, Input, InputNumber, Popconfirm, Space } from 'antd';
import { errorMessage } from '../../lib/api-errors';
import { useTranslation } from '../../lib/i18n/i18n';

/** A row's change behind a confirmation; a refusal is told in a message. */
export function ConfirmedAction({
  question,
  label,
  danger,
  run,
}: {
  question: string;
  label: string;
  danger?: boolean;
  run: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Popconfirm
      title={question}
      // Popconfirm keeps its OK button loading until the change is done, and closes either way.
      onConfirm={() =>
        run().catch((error: unknown) => {
          void message.error(errorMessage(error, t));
        })
      }
    >
      <Button size="small" danger={danger}>
        {label}
      </Button>
    </Popconfirm>
  );
}

/** Whether players see it now: the words carry the meaning, the colour only helps. */
export function LiveBadge({ live }: { live: boolean }) {
  const { t } = useTranslation();
  return <Badge status={live ? 'success' : 'default'} text={t(live ? 'content.live' : 'content.notLive')} />;
}

/** The empty texts of a language not written yet are sent as '' where the contract wants a string. */
export const textsWithDefaults = <Field extends string>(
  texts: Record<string, Partial<Record<Field, string>> | undefined>,
  fields: readonly Field[],
): Record<string, Record<Field, string>> =>
  Object.fromEntries(
    Object.entries(texts)
      .filter((entry): entry is [string, Partial<Record<Field, string>>] => entry[1] !== undefined)
      .map(([language, text]) => [
        language,
        Object.fromEntries(fields.map((field) => [field, text[field] ?? ''])) as Record<Field, string>,
      ]),
  );

/** A language's texts as players of it read them: its own, else English's (contract localizedIn). */
export const textsIn = <Text extends object>(
  texts: Partial<Record<LanguageCode, Partial<Text>>> | undefined,
  language: LanguageCode,
): Partial<Text> => texts?.[language] ?? texts?.EN ?? {};

/** A banner's or a promotion's picture: its https address and, optionally, its size in pixels. */
export function PictureFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name={['picture', 'url']} label={t('content.pictureUrl')} extra={t('content.pictureHelp')}>
        <Input inputMode="url" />
      </Form.Item>
      <Space>
        <Form.Item name={['picture', 'width']} label={t('content.pictureWidth')}>
          <InputNumber min={1} max={4096} precision={0} />
        </Form.Item>
        <Form.Item name={['picture', 'height']} label={t('content.pictureHeight')}>
          <InputNumber min={1} max={4096} precision={0} />
        </Form.Item>
      </Space>
    </>
  );
}
