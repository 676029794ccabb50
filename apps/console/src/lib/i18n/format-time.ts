import { languageOf } from '@app/contract/client';
import type { ConsoleLanguage } from './languages';

const formats = new Map<ConsoleLanguage, Intl.DateTimeFormat>();

/** An ISO 8601 time as the staff member's language writes it, to the second (audit order matters). */
export function formatTime(iso: string, language: ConsoleLanguage): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(languageOf(language).tag, { dateStyle: 'medium', timeStyle: 'medium' });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
}
