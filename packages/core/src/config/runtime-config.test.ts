import { describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from './runtime-config';
import { RUNTIME_CONFIG_DEFAULTS } from './runtime-config-defaults';

describe('runtime config', () => {
  it('defaults every field to RUNTIME_CONFIG_DEFAULTS', () => {
    expect(runtimeConfigSchema.parse({})).toEqual(RUNTIME_CONFIG_DEFAULTS);
  });

  it('names a default for every field of the schema', () => {
    expect(Object.keys(RUNTIME_CONFIG_DEFAULTS).sort()).toEqual(
      Object.keys(runtimeConfigSchema.shape).sort(),
    );
  });
});
