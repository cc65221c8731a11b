import fc from 'fast-check';
import type { AppInstance } from '../../apps/server/src/platform/http/zod-provider';
import { contractBreach } from './answer-contract';
import { handWrittenTargets, openFuzzApp } from './fuzz-app';
import { pageTargets, type HttpTarget } from './http-targets';
import { fuzzTargets } from './openapi-targets';

/**
 * What one endpoint met: inputs sent, answers by status class, the 5xx ones and the answers off the contract
 * (an error not in the error body, an unknown code, internals shown): both must be none.
 */
export interface EndpointFigures {
  endpoint: string;
  inputs: number;
  statuses: Record<string, number>;
  serverErrors: number;
  offContract?: number;
  ms?: number;
  /** The first input that broke the contract, shrunk by fast-check, and how, for the report. */
  counterexample?: string;
}

async function fuzzEndpoint(
  app: AppInstance,
  target: HttpTarget,
  runs: number,
  seed: number,
): Promise<EndpointFigures> {
  const figures: EndpointFigures = {
    endpoint: target.name,
    inputs: 0,
    statuses: {},
    serverErrors: 0,
    offContract: 0,
  };
  let breach: string | undefined;
  const property = fc.asyncProperty(target.requests, async (request) => {
    figures.inputs += 1;
    const response = await app.inject(request);
    const status = `${Math.floor(response.statusCode / 100)}xx`;
    figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
    if (response.statusCode >= 500) figures.serverErrors += 1;
    const broken = contractBreach(response, target.pages);
    if (broken === undefined) return true;
    if (response.statusCode < 500) figures.offContract = (figures.offContract ?? 0) + 1;
    breach = broken;
    return false;
  });
  const started = Date.now();
  const result = await fc.check(property, { numRuns: runs, seed, endOnFailure: false });
  figures.ms = Date.now() - started;
  if (result.failed)
    figures.counterexample = `${breach ?? ''}; ${fc.stringify(result.counterexample).slice(0, 500)}`;
  return figures;
}

/**
 * Fuzzes every operation of the real app's OpenAPI document (real SQLite file) through app.inject, and its page
 * paths: `runs` inputs each.
 */
export async function fuzzHttp(runs: number, seed: number): Promise<EndpointFigures[]> {
  const { app, fixture, document, close } = await openFuzzApp();
  try {
    const { targets, uncovered } = fuzzTargets(document, fixture, await handWrittenTargets(fixture));
    if (uncovered.length > 0) throw new Error(`operations without a fuzz target:\n${uncovered.join('\n')}`);
    const figures: EndpointFigures[] = [];
    for (const target of [...pageTargets(fixture), ...targets])
      figures.push(await fuzzEndpoint(app, target, runs, seed));
    const health = await app.inject('/healthz');
    if (health.statusCode !== 200) throw new Error(`the app is unhealthy after fuzzing: ${health.body}`);
    return figures;
  } finally {
    await close();
  }
}
