/**
 * What an audited change changed: the values that differ between the document before and after,
 * each by its path ('theme.primary', 'limits'), so that a reader need not compare two JSON
 * documents by eye. Objects are compared key by key; anything else (arrays too) as a whole.
 */
export interface ChangedValue {
  /** The dotted path of the value; '' when the documents are not objects. */
  path: string;
  /** undefined: the value was added (before) or removed (after). */
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A created or deleted document (null on one side) compares as an empty one, so each value shows. */
const asRecord = (value: unknown, other: unknown): Record<string, unknown> | null =>
  isRecord(value) ? value : (value === null || value === undefined) && isRecord(other) ? {} : null;

export function changedValues(before: unknown, after: unknown, path = ''): ChangedValue[] {
  const beforeRecord = asRecord(before, after);
  const afterRecord = asRecord(after, before);
  if (beforeRecord && afterRecord) {
    const keys = [...new Set([...Object.keys(beforeRecord), ...Object.keys(afterRecord)])].sort();
    return keys.flatMap((key) =>
      changedValues(beforeRecord[key], afterRecord[key], path ? `${path}.${key}` : key),
    );
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before, after }];
}
