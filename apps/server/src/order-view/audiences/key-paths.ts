/**
 * The leaf paths of a JSON value: `a.b` for a field, `a[]` for the items of a list; a null, an empty list or
 * an empty object ends its path where it stands.
 */
export function keyPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [path];
    return [...new Set(value.flatMap((item) => keyPaths(item, `${path}[]`)))];
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return [path];
    return entries.flatMap(([key, item]) => keyPaths(item, path ? `${path}.${key}` : key));
  }
  return [path];
}

/**
 * Whether an allow-list lets a leaf path through: listed, the start of a listed path (a null where an object may
 * be), or below an entry ending in `.*` (a value whose inside the audience may see whole).
 */
export function allowedPath(path: string, allowList: readonly string[]): boolean {
  return allowList.some(
    (allowed) =>
      allowed === path ||
      allowed.startsWith(`${path}.`) ||
      allowed.startsWith(`${path}[]`) ||
      (allowed.endsWith('.*') && (path + '.').startsWith(allowed.slice(0, -1))),
  );
}

/** The leaf paths of `value` its allow-list does not let through; empty when it keeps to it. */
export function pathsOutside(value: unknown, allowList: readonly string[]): string[] {
  return keyPaths(value).filter((path) => !allowedPath(path, allowList));
}
