import { describe, expect, it } from 'vitest';
import { policyDescription, type RoutePolicy } from './openapi-policy';

const none: RoutePolicy = {
  ingest: false,
  merchant: false,
  guarded: false,
  audiences: [],
  budget: undefined,
  idempotent: false,
};

describe('policyDescription', () => {
  it.each<[string, Partial<RoutePolicy>, RegExp[]]>([
    ['a public route', {}, [/^No key\.$/]],
    [
      'a read by tracking id',
      { guarded: true, audiences: ['owner', 'share'] },
      [/capability/, /owner or share audience/],
    ],
    [
      "the provider's route",
      { ingest: true, idempotent: true },
      [/provider's only/, /403/, /Idempotency-Key/],
    ],
    ["a merchant's route", { ingest: true, merchant: true }, [/merchant's for its own account/]],
    [
      'a recipient write',
      { guarded: true, budget: '5 per minute per order' },
      [/Write budget: 5 per minute per order\./],
    ],
  ])('%s', (_name, policy, expected) => {
    const text = policyDescription({ ...none, ...policy });
    for (const pattern of expected) expect(text).toMatch(pattern);
  });

  it('says nothing of a budget or audience a route does not declare', () => {
    expect(policyDescription(none)).not.toMatch(/budget|audience|Idempotency/);
  });
});
