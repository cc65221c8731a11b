import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCES } from './order-view/charter';
import { BUDGET_EXEMPTIONS } from './platform/security/write-budget';
import type { BudgetedRoute } from './platform/security/write-budgets';
import { startTestApp, type TestApp } from './testing/test-app';

/** Reads that write: the calendar feed keeps its entry's SEQUENCE state (a HEAD runs the same handler). */
const READS_WITH_SIDE_EFFECTS = new Set(['GET /tracking/calendar.ics', 'HEAD /tracking/calendar.ics']);

const name = (route: BudgetedRoute) => `${route.method} ${route.url}`;
const writes = (route: BudgetedRoute) =>
  !['GET', 'HEAD'].includes(route.method) || READS_WITH_SIDE_EFFECTS.has(name(route));

/** Every route of the whole service, as it registers them, is held to its charter. */
describe('charter conformance', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('gives every route with a body or a side effect a budget, or an exemption with its reason', () => {
    const routes = test.app.budgetedRoutes.filter(writes);
    expect(routes.map(name)).toEqual(
      expect.arrayContaining(['POST /tracking/preferences', ...READS_WITH_SIDE_EFFECTS]),
    );
    expect(routes.filter((route) => route.budget === undefined).map(name)).toEqual([]);
    for (const route of routes) {
      if (typeof route.budget === 'string') expect(BUDGET_EXEMPTIONS[route.budget]).toBeTruthy();
      else expect(route.budget?.perAddress.length, name(route)).toBeGreaterThan(0);
    }
  });

  it('exempts only the provider API, whose key authenticates every call', () => {
    const exempt = test.app.budgetedRoutes.filter((route) => typeof route.budget === 'string');
    expect(exempt.length).toBeGreaterThan(0);
    for (const route of exempt)
      expect([route.url.startsWith('/ingest/'), route.budget]).toEqual([true, 'provider']);
  });

  it('answers every read of an order through an audience projection its route names', () => {
    const reads = test.app.budgetedRoutes.filter(
      (route) => route.takesTrackingId && ['GET', 'HEAD'].includes(route.method),
    );
    expect(reads.map(name)).toEqual(expect.arrayContaining(['GET /tracking', 'GET /tracking/calendar.ics']));
    expect(reads.filter((route) => !route.audiences?.length).map(name)).toEqual([]);
    for (const route of reads)
      for (const audience of route.audiences ?? []) expect(AUDIENCES, name(route)).toContain(audience);
  });

  it('lists the routes the reads that write name', () => {
    const listed = new Set(test.app.budgetedRoutes.map(name));
    expect([...READS_WITH_SIDE_EFFECTS].filter((route) => !listed.has(route))).toEqual([]);
  });
});
