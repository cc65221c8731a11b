import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '@tracking/core/schemas';

/* The schemas of single environment variables; config.ts puts them together and checks them as a whole. */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function integerVariable(fallback: number, min: number, max: number) {
  return z
    .string()
    .regex(/^\d+$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min).max(max))
    .default(fallback);
}

type DatabaseUrl = { engine: 'sqlite'; path: string } | { engine: 'postgres'; url: string };

/**
 * `sqlite:<path>` (relative to the working directory), `sqlite:///absolute/path`, or
 * `postgres://user:password@host:5432/database` (also `postgresql://`, with libpq parameters such as sslmode).
 */
export const databaseUrlSchema = z
  .string()
  .refine(
    (url) => /^sqlite:.+/.test(url) || (/^postgres(ql)?:\/\/./.test(url) && URL.canParse(url)),
    'Must be sqlite:<path> or postgres://user:password@host:5432/database',
  )
  .transform((url): DatabaseUrl =>
    url.startsWith('sqlite:')
      ? { engine: 'sqlite', path: url.slice('sqlite:'.length).replace(/^\/\//, '') }
      : { engine: 'postgres', url },
  )
  // SQLite takes these as a database in memory: every write would be gone at exit, and the checkpointer's thread
  // and the commits' disk sync would each see another database or none.
  .refine(
    (database) => database.engine !== 'sqlite' || !['', ':memory:'].includes(database.path),
    'Must name a file, such as sqlite:./data/tracking.sqlite: a database in memory keeps nothing',
  );

/** The Redis that carries live updates between instances: redis://[:password@]host:port, or rediss:// (TLS). */
export const redisUrlSchema = z
  .string()
  .refine(
    (url) => /^rediss?:\/\/./.test(url) && URL.canParse(url),
    'Must be redis://[:password@]host:port or rediss://…',
  );

// The refinement also runs after a failed url check: a value that is no URL at all is reported by that check.
export const originSchema = z
  .url({ protocol: /^https?$/ })
  .refine((value) => !URL.canParse(value) || new URL(value).origin === value, {
    message: 'Must be an origin such as https://dashboard.example.com',
  });

/**
 * Where webhooks go. Credentials in it (`https://user:pass@host/`) are refused here: fetch will not send a request
 * to such a URL, so every delivery would fail; the receiver checks each message's signature instead.
 */
export const webhookUrlSchema = z
  .url({ protocol: /^https?$/ })
  .refine((value) => !URL.canParse(value) || (!new URL(value).username && !new URL(value).password), {
    message: 'Must not carry a user name or password (the receiver checks the webhook signature instead)',
  });

/** Standard Webhooks secret: `whsec_` and the base64 of at least 24 random bytes. */
export const webhookSecretSchema = z
  .string()
  .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, 'Must be whsec_ followed by a base64 key of 24 bytes or more');

/** One or more ingest keys separated by commas: several at once let a provider rotate without downtime. */
export const ingestKeysSchema = z
  .string()
  .transform((list) => list.split(',').map((key) => key.trim()))
  .pipe(z.array(z.string().min(16, 'Each key must be at least 16 characters')));

/** Event types WEBHOOK_URL takes, comma-separated; unset: every type. */
export const webhookEventsSchema = z
  .string()
  .transform((list) => list.split(',').map((type) => type.trim()))
  .pipe(z.array(z.enum(WEBHOOK_EVENT_TYPES as [string, ...string[]])).min(1));
