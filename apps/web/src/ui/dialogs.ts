/**
 * The generic confirm, prompt and alert dialogs of spec §2 (Download bar and popups) on
 * antd-mobile's Dialog, which loads on first use (ui/antd-imperative).
 */
import { PROMPT_FOCUS_DELAY_MS } from '@app/contract/client';
import { createElement, type ReactNode } from 'react';
import { i18n } from '../i18n/i18n';

const loadDialog = () => import('./antd-imperative').then((m) => m.Dialog);

/**
 * The dialog's accessible name: antd-mobile names its role="dialog" only by aria-label (the title
 * is not linked to it), so the title's text, or without a title the content's.
 */
const accessibleNameOf = (title: ReactNode, content: ReactNode): string | undefined =>
  typeof title === 'string' ? title : typeof content === 'string' ? content : undefined;

export interface ConfirmOptions {
  title?: ReactNode;
  content: ReactNode;
  confirmText?: string;
  cancelText?: string;
}

/** Resolves true when the user confirms, false on cancel. */
export async function confirm({ title, content, confirmText, cancelText }: ConfirmOptions): Promise<boolean> {
  const Dialog = await loadDialog();
  return Dialog.confirm({
    'aria-label': accessibleNameOf(title, content),
    title,
    content,
    confirmText: confirmText ?? i18n.t('confirm'),
    cancelText: cancelText ?? i18n.t('cancel'),
  });
}

export interface AlertOptions {
  title?: ReactNode;
  content: ReactNode;
  confirmText?: string;
}

export async function alert({ title, content, confirmText }: AlertOptions): Promise<void> {
  const Dialog = await loadDialog();
  return Dialog.alert({
    'aria-label': accessibleNameOf(title, content),
    title,
    content,
    confirmText: confirmText ?? i18n.t('ok'),
  });
}

export interface PromptOptions {
  title: ReactNode;
  /** The input's accessible name (also its placeholder). */
  label: string;
  defaultValue?: string;
  confirmText?: string;
  cancelText?: string;
}

/** Asks for one line of text; resolves the text, or null on cancel. */
export async function prompt({
  title,
  label,
  defaultValue = '',
  confirmText,
  cancelText,
}: PromptOptions): Promise<string | null> {
  const Dialog = await loadDialog();
  let value = defaultValue;
  const inputId = `prompt-${Math.random().toString(36).slice(2)}`;
  return new Promise((resolve) => {
    Dialog.show({
      'aria-label': accessibleNameOf(title, label),
      title,
      content: createElement('input', {
        id: inputId,
        className: 'prompt-input',
        'aria-label': label,
        placeholder: label,
        defaultValue,
        onChange: (event: { target: { value: string } }) => {
          value = event.target.value;
        },
      }),
      closeOnAction: true,
      actions: [
        [
          { key: 'cancel', text: cancelText ?? i18n.t('cancel'), onClick: () => resolve(null) },
          {
            key: 'confirm',
            text: confirmText ?? i18n.t('confirm'),
            bold: true,
            onClick: () => resolve(value),
          },
        ],
      ],
      afterShow: () => {
        // Spec §9: the field takes focus only after the dialog's opening animation.
        window.setTimeout(() => document.getElementById(inputId)?.focus(), PROMPT_FOCUS_DELAY_MS);
      },
    });
  });
}
