type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The operator's patch semantics: objects merge key by key at every depth, while arrays and plain
 * values replace what was there. Neither input is modified.
 */
export const mergePatch = <T>(target: T, patch: unknown): T => {
  if (!isPlainObject(target) || !isPlainObject(patch)) return (patch === undefined ? target : patch) as T;
  const merged: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) merged[key] = mergePatch(merged[key] as Json, value);
  }
  return merged as T;
};
