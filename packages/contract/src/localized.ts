/**
 * Operator content written in several languages (promotions, rewards, VIP levels): one entry per
 * language code of spec §9, English required because it is what every other language falls back to.
 * The server answers each call with the entry of the request's Language header.
 */
import Type, { type TObject, type TOptional, type TSchema } from 'typebox';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './languages';

/** Every language but English (DEFAULT_LANGUAGE is typed as any code, so it is named here). */
type OtherLanguage = Exclude<LanguageCode, 'EN'>;
export type TLocalized<T extends TSchema> = TObject<{ EN: T } & { [K in OtherLanguage]: TOptional<T> }>;

/** { EN: text, CN?: text, VI?: text, ... } — no other keys. */
export const Localized = <T extends TSchema>(text: T): TLocalized<T> =>
  Type.Object(
    Object.fromEntries(
      LANGUAGE_CODES.map((code) => [code, code === DEFAULT_LANGUAGE ? text : Type.Optional(text)]),
    ),
    { additionalProperties: false },
  ) as unknown as TLocalized<T>;

export type LocalizedValue<T> = { EN: T } & Partial<Record<OtherLanguage, T>>;

/** The entry of this language, else the English one. */
export const localizedIn = <T>(texts: LocalizedValue<T>, language: LanguageCode): T =>
  (language === DEFAULT_LANGUAGE ? undefined : texts[language as OtherLanguage]) ?? texts.EN;
