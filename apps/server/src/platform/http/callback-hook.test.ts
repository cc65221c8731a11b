import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callbackHook, callbackSendHook } from './callback-hook';

const request = {} as FastifyRequest;
const reply = {} as FastifyReply;
const refused = new Error('refused');

/** What the hook passed to `done`, once it called it. */
function run(work: () => void | Promise<unknown>): Promise<unknown[]> {
  return new Promise((resolve) => callbackHook(work)(request, reply, (...args: unknown[]) => resolve(args)));
}

describe('callbackHook', () => {
  it('is done in the same turn when the work is', () => {
    const calls: unknown[][] = [];
    callbackHook(() => undefined)(request, reply, (...args: unknown[]) => calls.push(args));
    expect(calls).toEqual([[]]);
  });

  it('lets a synchronous throw out, for Fastify to answer with', () => {
    const hook = callbackHook(() => {
      throw refused;
    });
    expect(() => hook(request, reply, () => undefined)).toThrow(refused);
  });

  it.each([
    ['a promise that resolves', () => Promise.resolve('ignored'), []],
    ['a promise that rejects', () => Promise.reject(refused), [refused]],
  ])('waits for %s', async (_name, work, args) => {
    await expect(run(work)).resolves.toEqual(args);
  });

  it('fails the request on a rejection that is no Error', async () => {
    const [error] = await run(() => Promise.reject(undefined));
    expect(error).toBeInstanceOf(Error);
  });
});

describe('callbackSendHook', () => {
  const send = (work: () => void | Promise<unknown>) =>
    new Promise<unknown[]>((resolve) =>
      callbackSendHook(work)(request, reply, 'payload', (...args: unknown[]) => resolve(args)),
    );

  it.each([
    ['done at once', () => undefined, [null, 'payload']],
    ['after its promise', () => Promise.resolve(), [null, 'payload']],
    ['failing with its rejection', () => Promise.reject(refused), [refused]],
  ])('passes the payload on as it is: %s', async (_name, work, args) => {
    await expect(send(work)).resolves.toEqual(args);
  });
});
