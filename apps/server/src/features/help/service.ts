/**
 * The help centre (issue 15 point 5; spec §2 Help centre, §3 Help item, §7 Help centre GET): the
 * merchant's enabled sections with their enabled items for a device, in a language (English where
 * a section or item has none), and the operator's list, creation, changes and removal. Content is
 * sanitized before it is stored (lib/rich-text.ts). A section without an item shown is left out,
 * since the site could only show an empty heading.
 */
import {
  ErrorCode,
  type HelpCreate,
  type HelpDevice,
  type HelpItem,
  type HelpPatch,
  type HelpTexts,
  type LanguageCode,
  type LocalizedValue,
  localizedIn,
  type OperatorHelpItem,
} from '@app/contract';
import type { OperatorActor } from '../../db/operator-audit';
import { sanitizeRichText } from '../../lib/rich-text';
import { ApiError } from '../../plugins/errors';
import type { HelpRepository, HelpRow, HelpValues } from './repository';

const invalid = (field: string, problem: string): ApiError =>
  new ApiError(ErrorCode.VALIDATION_FAILED, `Invalid body: ${field} ${problem}`, {
    fields: { [field]: problem },
  });

type StoredTexts = Required<HelpTexts>;

/** Each language's content sanitized and present ('' when not given); titles are plain text (the site escapes them). */
const sanitizedTexts = <T extends Partial<Record<string, HelpTexts>>>(
  texts: T,
): { [K in keyof T]: StoredTexts } =>
  Object.fromEntries(
    Object.entries(texts).map(([language, text]) => [
      language,
      text && { title: text.title, content: sanitizeRichText(text.content ?? '') },
    ]),
  ) as { [K in keyof T]: StoredTexts };

const operatorViewOf = (row: HelpRow): OperatorHelpItem => ({
  helpId: String(row.id),
  parentId: row.parentId === null ? null : String(row.parentId),
  texts: row.texts,
  device: row.device,
  enabled: row.enabled,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export type HelpService = ReturnType<typeof createHelpService>;

export const createHelpService = ({ repository }: { repository: HelpRepository }) => {
  /** A parent must be a section of the same merchant: help has two levels. */
  const checkParent = async (merchantCode: string, parentId: string | null | undefined, self?: number) => {
    if (parentId === undefined || parentId === null) return;
    if (Number(parentId) === self) throw invalid('parentId', 'cannot be the item itself');
    if (!(await repository.isSection(merchantCode, Number(parentId)))) {
      throw invalid('parentId', `is not a section of ${merchantCode} (help has two levels)`);
    }
  };

  const valuesOf = (input: HelpPatch): Partial<HelpValues> => {
    const values: Partial<HelpValues> = {};
    if (input.parentId !== undefined)
      values.parentId = input.parentId === null ? null : Number(input.parentId);
    if (input.device !== undefined) values.device = input.device;
    if (input.enabled !== undefined) values.enabled = input.enabled;
    if (input.sortOrder !== undefined) values.sortOrder = input.sortOrder;
    return values;
  };

  return {
    /** Spec §3 Help item: the sections shown on the device, each with its items, in the language. */
    list: async (merchantCode: string, device: HelpDevice, language: LanguageCode): Promise<HelpItem[]> => {
      const rows = await repository.listShown(merchantCode, device);
      const textOf = (row: HelpRow) => localizedIn(row.texts, language);
      return rows
        .filter((row) => row.parentId === null)
        .map((section) => ({
          title: textOf(section).title,
          children: rows
            .filter((row) => row.parentId === section.id)
            .map((item) => ({ title: textOf(item).title, content: textOf(item).content })),
        }))
        .filter((section) => section.children.length > 0);
    },

    operatorList: async (merchantCode: string): Promise<OperatorHelpItem[]> =>
      (await repository.listAll(merchantCode)).map(operatorViewOf),

    create: async (
      merchantCode: string,
      input: HelpCreate,
      audit: OperatorActor,
    ): Promise<OperatorHelpItem> => {
      await checkParent(merchantCode, input.parentId);
      const { texts, ...rest } = input;
      const values: HelpValues = {
        ...valuesOf(rest),
        texts: sanitizedTexts(texts) as LocalizedValue<StoredTexts>,
      };
      return operatorViewOf(await repository.create(merchantCode, values, audit));
    },

    /** Null when the merchant has no such section or item. */
    patch: async (
      merchantCode: string,
      id: string,
      input: HelpPatch,
      audit: OperatorActor,
    ): Promise<OperatorHelpItem | null> => {
      await checkParent(merchantCode, input.parentId, Number(id));
      const { texts, ...rest } = input;
      const values = valuesOf(rest);
      const row = await repository.patch(
        merchantCode,
        Number(id),
        (before, hasChildren) => {
          // A section with items cannot become an item: that would make a third level.
          if (before.parentId === null && values.parentId != null && hasChildren) {
            throw invalid('parentId', 'is not allowed for a section that has items (help has two levels)');
          }
          return texts ? { ...values, texts: { ...before.texts, ...sanitizedTexts(texts) } } : values;
        },
        input,
        audit,
      );
      return row && operatorViewOf(row);
    },

    /** Removes a section (with its items) or an item; false when the merchant has no such one. */
    remove: async (merchantCode: string, id: string, audit: OperatorActor): Promise<boolean> =>
      (await repository.remove(merchantCode, Number(id), audit)) !== null,
  };
};
