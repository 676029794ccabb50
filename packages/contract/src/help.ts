/**
 * The help centre (issue 15 point 5): the operator's sections (spec §3 Help item: title,
 * children[]) and their items with sanitized rich content, per language (English where a language
 * has none) and device (spec §7 Help centre GET: device MOBILE, lang). Operators list, create,
 * change and remove them (audited).
 */
import Type, { type Static } from 'typebox';
import { Ok } from './envelope';
import {
  HELP_CALLS,
  HELP_CONTENT_MAX,
  HELP_DEVICES,
  HELP_ITEM_DEVICES,
  HELP_OPERATOR_PATHS,
  HELP_TITLE_MAX,
} from './help-rules';
import { LANGUAGE_CODES } from './languages';
import { Localized } from './localized';

/** An item of a section: its title and content (sanitized HTML). */
export const HelpChild = Type.Object({
  title: Type.String(),
  content: Type.String({ description: 'Sanitized HTML' }),
});
export type HelpChild = Static<typeof HelpChild>;

/** Spec §3 Help item: a section's title and its items, in the operator's order. */
export const HelpItem = Type.Object({ title: Type.String(), children: Type.Array(HelpChild) });
export type HelpItem = Static<typeof HelpItem>;

export const HelpQuery = Type.Object(
  {
    device: Type.Optional(Type.Enum(HELP_DEVICES, { default: 'MOBILE' })),
    /** Defaults to the Language header. */
    lang: Type.Optional(Type.Enum(LANGUAGE_CODES)),
  },
  { additionalProperties: false },
);
export const HelpValue = Type.Object({ list: Type.Array(HelpItem) });
export type HelpValue = Static<typeof HelpValue>;

export const helpRoutes = {
  list: { ...HELP_CALLS.list, querystring: HelpQuery, response: Ok(HelpValue) },
} as const;

// ---- operator ---------------------------------------------------------------------------------

/** One language's texts; content is rich HTML, sanitized by the server (a section's is not shown). */
export const HelpTexts = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: HELP_TITLE_MAX }),
    content: Type.Optional(Type.String({ maxLength: HELP_CONTENT_MAX })),
  },
  { additionalProperties: false },
);
export type HelpTexts = Static<typeof HelpTexts>;

const HelpId = Type.String({ pattern: '^[0-9]{1,15}$' });
const writable = {
  /** Null or absent: a section; a section's id: an item of it. */
  parentId: Type.Union([HelpId, Type.Null()]),
  texts: Localized(HelpTexts),
  device: Type.Enum(HELP_ITEM_DEVICES),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
};

/** A new section (no parentId) or item: texts (English required); device ALL, enabled, order 0 by default. */
export const HelpCreate = Type.Object(
  {
    parentId: Type.Optional(writable.parentId),
    texts: writable.texts,
    device: Type.Optional(writable.device),
    enabled: Type.Optional(writable.enabled),
    sortOrder: Type.Optional(writable.sortOrder),
  },
  { additionalProperties: false },
);
export type HelpCreate = Static<typeof HelpCreate>;

/** A change: any of the fields; texts replace the languages given and keep the others. */
export const HelpPatch = Type.Object(
  {
    parentId: Type.Optional(writable.parentId),
    texts: Type.Optional(
      Type.Partial(Localized(HelpTexts), { additionalProperties: false, minProperties: 1 }),
    ),
    device: Type.Optional(writable.device),
    enabled: Type.Optional(writable.enabled),
    sortOrder: Type.Optional(writable.sortOrder),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type HelpPatch = Static<typeof HelpPatch>;

/** A section or item as the operator sees it: every language, shown or not. */
export const OperatorHelpItem = Type.Object({
  helpId: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  texts: Localized(Type.Object({ title: Type.String(), content: Type.String() })),
  device: Type.Enum(HELP_ITEM_DEVICES),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type OperatorHelpItem = Static<typeof OperatorHelpItem>;

const OperatorMerchantParams = Type.Object({
  merchantCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
});
const OperatorHelpParams = Type.Object({
  merchantCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
  helpId: HelpId,
});

export const helpOperatorRoutes = {
  list: {
    method: 'GET',
    url: HELP_OPERATOR_PATHS.items,
    params: OperatorMerchantParams,
    response: Ok(Type.Object({ list: Type.Array(OperatorHelpItem) })),
  },
  create: {
    method: 'POST',
    url: HELP_OPERATOR_PATHS.items,
    params: OperatorMerchantParams,
    body: HelpCreate,
    response: Ok(OperatorHelpItem),
  },
  patch: {
    method: 'PATCH',
    url: HELP_OPERATOR_PATHS.item,
    params: OperatorHelpParams,
    body: HelpPatch,
    response: Ok(OperatorHelpItem),
  },
  remove: {
    method: 'DELETE',
    url: HELP_OPERATOR_PATHS.item,
    params: OperatorHelpParams,
    response: Ok(Type.Object({ helpId: Type.String() })),
  },
} as const;
