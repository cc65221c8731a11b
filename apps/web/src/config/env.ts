import { RUNTIME_CONFIG_DEFAULTS, RUNTIME_CONFIG_META_NAME, type RuntimeConfig } from '@tracking/core';

const isString = (value: unknown): value is string => typeof value === 'string';
const isWebUrl = (value: unknown): value is string => {
  if (!isString(value)) return false;
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * One check per field of the runtime config (the type makes a new field impossible to forget). The service
 * validated these with runtimeConfigSchema before writing them; the page checks again without shipping zod.
 */
const FIELD_CHECKS: { [K in keyof RuntimeConfig]: (value: unknown) => value is RuntimeConfig[K] } = {
  appDownloadUrl: isWebUrl,
  tileUrl: isString,
  tileAttribution: isString,
  helpUrl: isString,
  aboutUrl: isString,
  sentryDsn: (value): value is string | null => value === null || isString(value),
  previewOrigins: (value): value is string[] => Array.isArray(value) && value.every(isString),
  pushPublicKey: (value): value is string | null => value === null || isString(value),
};

function defaults(): RuntimeConfig {
  return { ...RUNTIME_CONFIG_DEFAULTS, previewOrigins: [...RUNTIME_CONFIG_DEFAULTS.previewOrigins] };
}

/** The valid fields of the config object; a missing field takes its default, a bad one too (and is reported). */
function fieldsOf(raw: unknown): RuntimeConfig {
  const config = defaults();
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    console.error('runtime config is not an object; using defaults');
    return config;
  }
  const given = raw as Record<string, unknown>;
  const bad: string[] = [];
  for (const key of Object.keys(FIELD_CHECKS) as (keyof RuntimeConfig)[]) {
    if (!(key in given)) continue;
    const value = given[key];
    if (FIELD_CHECKS[key](value)) Object.assign(config, { [key]: value });
    else bad.push(key);
  }
  if (bad.length > 0) console.error(`runtime config has invalid ${bad.join(', ')}; using their defaults`);
  return config;
}

/** Reads the runtime config the service writes into index.html; empty (vite dev) gives the defaults. */
export function readRuntimeConfig(doc: Document): RuntimeConfig {
  const content = doc.querySelector(`meta[name="${RUNTIME_CONFIG_META_NAME}"]`)?.getAttribute('content');
  if (!content) return defaults();
  try {
    return fieldsOf(JSON.parse(content));
  } catch {
    console.error('runtime config is not JSON; using defaults');
    return defaults();
  }
}

/**
 * The page's runtime config, parsed once. The server render has no document: it starts from the defaults and
 * the service sets its config once at start (`setServerRuntimeConfig`); it is the same for every request.
 */
export const env: RuntimeConfig = typeof document === 'undefined' ? defaults() : readRuntimeConfig(document);

/** The server render's config, given once at start (entry-server.tsx); never per request. */
export function setServerRuntimeConfig(config: RuntimeConfig): void {
  Object.assign(env, fieldsOf(config));
}
