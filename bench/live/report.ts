import type { Measurement } from './measure';
import type { CpuPart } from './cpu-parts';
import type { BenchOptions } from './options';

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(2));
const rows: [string, (m: Measurement) => string][] = [
  ['sockets open (failed)', (m) => `${m.opened} (${m.failed})`],
  [
    'open within 2 s of last burst',
    (m) => (m.openedSoonAfterBursts === undefined ? '-' : String(m.openedSoonAfterBursts)),
  ],
  ['memory per idle socket', (m) => `${(m.bytesPerIdleSocket / 1024).toFixed(2)} KiB`],
  ['RSS at end of run', (m) => `${m.rssMiB.toFixed(0)} MiB`],
  [
    'position posts/s (failed, skipped)',
    (m) => `${m.postsPerSecond.toFixed(0)} (${m.postsFailed}, ${m.postsSkipped})`,
  ],
  ['delivered messages/s', (m) => m.deliveredPerSecond.toFixed(0)],
  ['delivered share of ideal', (m) => `${(m.deliveredShare * 100).toFixed(1)} %`],
  ['latency p50 ms', (m) => ms(m.p50)],
  ['latency p99 ms', (m) => ms(m.p99)],
  ['latency p99.9 ms', (m) => ms(m.p999)],
  ['latency max ms', (m) => ms(m.maxMs)],
  ['server CPU (of one core)', (m) => `${m.cpuPercent.toFixed(0)} %`],
  ['sockets closed during run', (m) => String(m.closedDuringRun)],
  ['machine load, start -> end', (m) => `${m.load[0].toFixed(1)} -> ${m.load[1].toFixed(1)}`],
];

/** The results side by side, with tracking/floor ratios for the figures where a ratio means something. */
export function printReport(options: BenchOptions, results: Measurement[]): void {
  console.log(
    `\nbench:live  sockets=${options.sockets} orders=${options.orders} stops/driver=${options.stopsPerDriver} ` +
      `rate=${options.rate} posts/s  measure=${options.measureSeconds}s  nice=${options.nice}` +
      (options.connectBurst > 0
        ? `  bursts of ${options.connectBurst} every ${options.burstIntervalMs} ms`
        : ''),
  );
  const header = ['', ...results.map((m) => m.name)];
  const tracking = results.find((m) => m.name === 'tracking');
  const floor = results.find((m) => m.name === 'floor');
  const ratio = tracking && floor;
  if (ratio) header.push('tracking/floor');
  const table = rows.map(([label, cell]) => {
    const row = [label, ...results.map(cell)];
    if (ratio) row.push(ratioCell(label, tracking, floor));
    return row;
  });
  const widths = header.map((_, column) =>
    Math.max(...[header, ...table].map((row) => (row[column] ?? '').length)),
  );
  for (const row of [header, ...table]) {
    console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
  }
  for (const m of results) {
    if (m.postsFailed > 0) console.log(`${m.name}: the first failed post: ${m.postsFirstError ?? 'unknown'}`);
  }
  for (const m of results) if (m.mainThreadParts) printParts(m.name, m.mainThreadParts);
}

/** The parts above 1 % of the thread's CPU, the rest summed. */
function printParts(name: string, parts: readonly CpuPart[]): void {
  const total = parts.reduce((sum, part) => sum + part.msPerSecond, 0);
  console.log(`\n${name}: main thread ${total.toFixed(0)} ms of each second (perf cpu-clock), by part`);
  const shown = parts.filter((part) => part.msPerSecond >= total / 100);
  const rest = total - shown.reduce((sum, part) => sum + part.msPerSecond, 0);
  for (const { part, msPerSecond } of [...shown, { part: 'the rest', msPerSecond: rest }]) {
    console.log(
      `  ${msPerSecond.toFixed(1).padStart(7)} ms  ${((100 * msPerSecond) / total).toFixed(1).padStart(5)} %  ${part}`,
    );
  }
}

function ratioCell(label: string, tracking: Measurement, floor: Measurement): string {
  const pick: Record<string, (m: Measurement) => number> = {
    'memory per idle socket': (m) => m.bytesPerIdleSocket,
    'delivered messages/s': (m) => m.deliveredPerSecond,
    'latency p50 ms': (m) => m.p50,
    'latency p99 ms': (m) => m.p99,
    'latency p99.9 ms': (m) => m.p999,
    'server CPU (of one core)': (m) => m.cpuPercent,
  };
  const figure = pick[label];
  return figure ? `${(figure(tracking) / figure(floor)).toFixed(2)}x` : '';
}
