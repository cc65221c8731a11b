import { describe, expect, it } from 'vitest';
import { cpuParts, partOf, perfSamples } from './cpu-parts';

const SCRIPT = `
\tffffffff8201bd83 tcp_ack
\t          6fd092 node::StreamBase::WriteBuffer
\t    7f53302a8a08 JS:*'sendLocal file:///work/main/apps/server/dist/server.js:7255:12

\t         16621be sqlite3_step
\t    7f53302a8a08 JS:*'connection.executeQuery file:///work/main/node_modules/kysely/dist/esm/driver/runtime-driver.js:106:35

\t    7f53302a8a08 JS:*'save file:///work/main/apps/server/dist/server.js:2526:7
`;

describe('cpu parts of a perf script', () => {
  it('reads each blank-line separated block as one sample, its frames without addresses', () => {
    expect(perfSamples(SCRIPT).map((sample) => sample[0])).toEqual([
      'tcp_ack',
      'sqlite3_step',
      "JS:*'save file:///work/main/apps/server/dist/server.js:2526:7",
    ]);
  });

  it.each([
    [
      'a socket write, whatever called it',
      [
        'tcp_ack',
        'node::StreamBase::WriteBuffer',
        "JS:*'sendLocal file:///work/main/apps/server/dist/server.js:1:1",
      ],
      'socket writes (syscall and native)',
    ],
    [
      'SQLite under Kysely',
      ['sqlite3_step', "JS:*'x file:///work/main/node_modules/kysely/dist/esm/a.js:1:1"],
      'SQLite (native)',
    ],
    [
      'a package by its nearest frame',
      ['Builtins_LoadIC', 'JS:*inst._zod.run file:///work/main/node_modules/zod/v4/core/schemas.js:97:25'],
      'zod',
    ],
    [
      'a scoped package',
      ["JS:+'f file:///work/main/node_modules/@fastify/ajv-compiler/index.js:1:1"],
      '@fastify/ajv-compiler',
    ],
    [
      'the service',
      ["JS:*'estimate file:///work/main/apps/server/dist/server.js:2487:17"],
      'the service (its bundle)',
    ],
    ['the relay', ["JS:*'broadcast /work/main/bench/live/floor-server.ts:1:593"], 'the relay (its script)'],
    ['a node module', ["JS:*'Socket._writeGeneric node:net:1293:42"], 'node:net'],
    [
      'collection',
      ['v8::internal::Heap::Scavenge', 'v8::internal::Heap::CollectGarbage'],
      'garbage collection',
    ],
    ['no JavaScript at all', ['uv__io_poll', 'uv_run'], 'engine and kernel, no JavaScript above'],
  ])('%s', (_name, sample, part) => {
    expect(partOf(sample)).toBe(part);
  });

  it('gives each part its share of each second, largest first', () => {
    const samples = [['a', 'sqlite3_step'], ['sqlite3_step'], ["JS:*'f node:net:1:1"]];
    // 3 samples at 1 kHz over 0.5 s: each sample is 1 ms, 2 ms of each second.
    expect(cpuParts(samples, 0.5, 1000)).toEqual([
      { part: 'SQLite (native)', msPerSecond: 4 },
      { part: 'node:net', msPerSecond: 2 },
    ]);
  });
});
