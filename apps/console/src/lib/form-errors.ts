import type { FormInstance } from 'antd';
import { isApiError } from './api-client';
import type { TFunction } from './i18n/i18n';

/** A form's own messages for refusals that name no field but concern one (CONFLICT: a username taken). */
export type RefusalFields = (error: unknown) => Readonly<Record<string, string>> | undefined;

/**
 * Puts a refusal's field errors (value.fields, by the request's field names) on the form's own
 * fields, so that the staff member sees each beside what they typed. The server's detail is
 * English (its validator's words): shown after a translated lead rather than dropped, because it
 * is the only place that says what exactly was wrong.
 */
export function showFieldErrors(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  refusalFields?: RefusalFields,
): void {
  if (!isApiError(error)) return;
  // The form's registered fields, each a key even while empty.
  const fieldNames = new Set(Object.keys(form.getFieldsValue()));
  const messages = {
    ...Object.fromEntries(
      Object.entries(error.fields).map(([name, detail]) => [name, t('error.fieldRejected', { detail })]),
    ),
    ...refusalFields?.(error),
  };
  form.setFields(
    Object.entries(messages)
      .filter(([name]) => fieldNames.has(name))
      .map(([name, message]) => ({ name, errors: [message] })),
  );
}
