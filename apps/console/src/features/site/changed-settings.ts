/**
 * What a site form sends: only what changed. The server merges a patch into the configuration
 * (objects key by key, arrays and plain values replaced: decision 0070), so the patch is the
 * changed leaves of the form's values, an array whole when any of it changed, and the objects that
 * the schema takes only whole (the registration settings) whole.
 */
type Document = Record<string, unknown>;

const isDocument = (value: unknown): value is Document =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Absent and null are the same to a form (an emptied number field, a setting never set). */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** `values` laid over `base`: objects merge key by key, anything else replaces (the server's rule). */
export function mergeValues<T>(base: T, values: unknown): T {
  if (!isDocument(base) || !isDocument(values)) return (values === undefined ? base : values) as T;
  const merged: Document = { ...base };
  for (const [key, value] of Object.entries(values)) merged[key] = mergeValues(merged[key], value);
  return merged as T;
}

/**
 * The patch that turns `before` into `after`: undefined when nothing changed. `whole` names the
 * paths ('register') sent whole once anything in them changed.
 */
export function changedSettings(
  before: unknown,
  after: unknown,
  whole: readonly string[] = [],
  path = '',
): Document | undefined {
  if (!isDocument(after)) return undefined;
  const patch: Document = {};
  for (const [key, value] of Object.entries(after)) {
    const was = isDocument(before) ? before[key] : undefined;
    if (same(was, value)) continue;
    const keyPath = path ? `${path}.${key}` : key;
    patch[key] =
      isDocument(value) && isDocument(was) && !whole.includes(keyPath)
        ? changedSettings(was, value, whole, keyPath)
        : value;
  }
  return Object.keys(patch).length > 0 ? patch : undefined;
}
