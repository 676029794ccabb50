/** Small parts every content tab shares: a row's confirmed action, and whether players see it. */
import type { LanguageCode } from '@app/contract/client';
import { App, Badge, Button, DatePicker, Form, Input, InputNumber, Popconfirm, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import '../../lib/i18n/dayjs-locales';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-errors';
import type { RefusalFields } from '../../lib/form-errors';
import { formatTime } from '../../lib/i18n/format-time';
import { type TFunction, useTranslation } from '../../lib/i18n/i18n';

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

/**
 * When players see it (contract `startsAt`, `endsAt`): the form's `schedule` field, a start and an
 * optional end (none: until it is hidden).
 */
export type Schedule = [Dayjs | null, Dayjs | null];

/** A new piece of content starts now and does not end. */
export const newSchedule = (): Schedule => [dayjs(), null];

export const scheduleOf = ({ startsAt, endsAt }: { startsAt: string; endsAt: string | null }): Schedule => [
  dayjs(startsAt),
  endsAt ? dayjs(endsAt) : null,
];

/** The call's fields of a schedule: no start leaves the server's (now on a new one, unchanged on a change). */
export const scheduleBody = (schedule: Schedule | null | undefined) => {
  const [start, end] = schedule ?? [null, null];
  return {
    ...(start ? { startsAt: start.toISOString() } : {}),
    endsAt: end ? end.toISOString() : null,
  };
};

/** The server's refusals of `startsAt` or `endsAt` (an end before the start) on the schedule's field. */
export const scheduleRefusals =
  (t: TFunction): RefusalFields =>
  (error) => {
    if (!isApiError(error)) return undefined;
    const details = ['startsAt', 'endsAt']
      .map((name) => error.fields[name])
      .filter((detail): detail is string => detail !== undefined);
    return details.length > 0
      ? { schedule: t('error.fieldRejected', { detail: details.join('; ') }) }
      : undefined;
  };

/** The schedule's field: a date-time range whose end may be left empty. */
export function ScheduleField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="schedule"
      label={t('content.schedule')}
      extra={t('content.scheduleHelp')}
      rules={[
        {
          validator: (_, value?: Schedule | null) =>
            value?.[0] && value[1] && !value[1].isAfter(value[0])
              ? Promise.reject(new Error(t('content.scheduleInvalid')))
              : Promise.resolve(),
        },
      ]}
    >
      {/* rc-picker gives its aria attributes to both inputs: the end one has no label of its own. */}
      <DatePicker.RangePicker
        aria-label={t('content.schedule')}
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        allowEmpty={[false, true]}
        placeholder={[t('content.scheduleStart'), t('content.scheduleEnd')]}
      />
    </Form.Item>
  );
}

/** A row's schedule in a table: from when, and until when or no end. */
export function ScheduleText({ startsAt, endsAt }: { startsAt: string; endsAt: string | null }) {
  const { t, language } = useTranslation();
  return (
    <>
      <div>{formatTime(startsAt, language)}</div>
      <div>{endsAt ? t('content.until', { time: formatTime(endsAt, language) }) : t('content.noEnd')}</div>
    </>
  );
}
