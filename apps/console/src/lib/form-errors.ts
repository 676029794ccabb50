import type { FormInstance } from 'antd';
import { isApiError } from './api-client';
import type { TFunction } from './i18n/i18n';

/** A form's own messages for refusals that name no field but concern one (CONFLICT: a username taken). */
export type RefusalFields = (error: unknown) => Readonly<Record<string, string>> | undefined;

/** A field's name as antd keeps it: its path, list indexes as numbers. */
type FieldPath = readonly (string | number)[];

const pathOf = (dotted: string): FieldPath =>
  dotted.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

const startsWith = (path: FieldPath, prefix: FieldPath) =>
  prefix.every((part, index) => path[index] === part);

/**
 * The form's field a refusal's path belongs to: the field of that very path (`resources.0.url`),
 * else the nearest field that holds it (`allowedCountries.1` on the countries' field), else none.
 */
function fieldOf(dotted: string, fields: readonly FieldPath[]): FieldPath | undefined {
  const path = pathOf(dotted);
  let nearest: FieldPath | undefined;
  for (const field of fields) {
    if (field.length > path.length || !startsWith(path, field)) continue;
    if (!nearest || field.length > nearest.length) nearest = field;
  }
  return nearest;
}

/**
 * Puts a refusal's field errors (value.fields, by the request's field paths: `name`,
 * `resources.0.url`) on the form's own fields, so that the staff member sees each beside what they
 * typed; a form's field is named by the same path as the request's (['resources', 0, 'url']). The
 * server's detail is English (its validator's words): shown after a translated lead rather than
 * dropped, because it is the only place that says what exactly was wrong.
 */
export function showFieldErrors(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  refusalFields?: RefusalFields,
): void {
  if (!isApiError(error)) return;
  const fields = form.getFieldsError().map(({ name }) => name);
  const messages = {
    ...Object.fromEntries(
      Object.entries(error.fields).map(([name, detail]) => [name, t('error.fieldRejected', { detail })]),
    ),
    ...refusalFields?.(error),
  };
  const errors = new Map<string, { name: FieldPath; errors: string[] }>();
  for (const [path, message] of Object.entries(messages)) {
    const name = fieldOf(path, fields);
    if (!name) continue;
    const key = JSON.stringify(name);
    const known = errors.get(key);
    if (known) known.errors.push(message);
    else errors.set(key, { name, errors: [message] });
  }
  form.setFields([...errors.values()].map(({ name, errors: list }) => ({ name: [...name], errors: list })));
}
