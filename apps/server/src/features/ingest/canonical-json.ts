import { createHash } from 'node:crypto';
import { invalidRequest } from '../../platform/outcomes/outcome';

/**
 * Deeper than any ingest body nests (an order is a few levels). The idempotency key's fingerprint is taken before
 * validation, and JSON nested thousands deep overflowed the stack here: a 500 (the fuzzer found it, #29 item 7).
 */
const MAX_DEPTH = 64;

/** The value with every object's keys sorted, so two JSON texts that differ only in key order read the same. */
function sorted(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) throw invalidRequest([{ key: 'body', message: 'Nested too deeply' }]);
  if (Array.isArray(value)) return value.map((item) => sorted(item, depth + 1));
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key], depth + 1)]),
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
