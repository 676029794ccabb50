/** Behaviour every account form shares (spec §5): focus on failure, re-validation after a language change. */
import { LANGUAGE_REVALIDATION_DEBOUNCE_MS } from '@app/contract/client';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useEffect } from 'react';
import { i18n } from '../../i18n/i18n';

/** antd-mobile gives a field of the form named `form` the id `<form>_<field>`. */
export const fieldIdOf = (formName: string, field: string): string => `${formName}_${field}`;

export function focusField(formName: string, field: string): void {
  document.getElementById(fieldIdOf(formName, field))?.focus();
}

/** Spec §5: the first invalid field is focused on a failed submit (onFinishFailed's order is the form's). */
export function focusFirstInvalid(
  formName: string,
  errorFields: readonly { name: readonly (string | number)[] }[],
): void {
  const first = errorFields[0]?.name[0];
  if (first !== undefined) focusField(formName, String(first));
}

/**
 * Spec §5: 200 ms after a language change the fields already touched are validated again, so
 * their messages show in the new language; untouched fields stay quiet. A field a failed submit
 * marked invalid counts as touched: its message is on screen and must follow the language too.
 */
export function useLanguageRevalidation(form: FormInstance): void {
  // The translations themselves, not useTranslation's `t`: that changes with the language, which
  // would re-run this effect and cancel the pending re-validation.
  useEffect(() => {
    let timer: number | undefined;
    const revalidate = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const touched = form
          .getFieldsError()
          .filter(({ name, errors }) => errors.length > 0 || form.isFieldTouched(name))
          .map(({ name }) => name);
        if (touched.length > 0) form.validateFields(touched).catch(() => undefined);
      }, LANGUAGE_REVALIDATION_DEBOUNCE_MS);
    };
    const unsubscribe = i18n.subscribe(revalidate);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [form]);
}
