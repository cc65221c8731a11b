import { createHash } from 'node:crypto';

/** The value with every object's keys sorted, so two JSON texts that differ only in key order read the same. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
  );
}

/** JSON with object keys in sorted order (array order kept: it carries meaning). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sorted(value ?? null));
}

/** sha256 (hex) of the canonical JSON: equal for equal values whatever their key order. */
export function canonicalHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}
