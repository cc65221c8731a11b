import type { Measurement } from './measure';
import type { HopMeasurement } from './redis-hop';

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(2));
const added = (value: number) => `${value >= 0 ? '+' : ''}${ms(value)} ms`;
const cpu = (m: Measurement, name: string) =>
  m.cpuByProcess.find((entry) => entry.name === name)?.percent ?? NaN;

type Latency = Pick<Measurement, 'p50' | 'p99' | 'p999'>;

const line = (label: string, figures: [string, string, string]) =>
  console.log(`  ${label.padEnd(50)} p50 ${figures[0]}  p99 ${figures[1]}  p99.9 ${figures[2]}`);
const latency = (m: Latency): [string, string, string] =>
  [ms(m.p50), ms(m.p99), ms(m.p999)].map((v) => `${v} ms`) as [string, string, string];
const difference = (from: Latency, to: Latency): [string, string, string] => [
  added(to.p50 - from.p50),
  added(to.p99 - from.p99),
  added(to.p999 - from.p999),
];

/** What Redis adds over the in-process bus, what another instance adds, the work of each, and Redis alone. */
export function printScaledOut(results: Measurement[], hop: HopMeasurement): void {
  const [memory, oneRedis, two] = results;
  if (!memory || !oneRedis || !two) return;
  const [onA, onB] = two.latencyBySocketInstance;
  console.log('\nRedis hop, ingest to client (PostgreSQL throughout):');
  line('through Redis instead of in process (1 instance)', difference(memory, oneRedis));
  if (onA && onB) {
    line('2 instances, sockets on A (publishes)', latency(onA));
    line('2 instances, sockets on B (another instance)', latency(onB));
    line('another instance over the publishing one (B - A)', difference(onA, onB));
  }
  console.log('Per instance (2 instances, positions to A, sockets split):');
  console.log(
    `  A  ${two.postsPerSecond.toFixed(0)} position posts/s (each re-estimates its driver's route and publishes a ` +
      `message per stop) and half the sockets; CPU ${cpu(two, 'A').toFixed(0)} %`,
  );
  console.log(`  B  half the sockets; CPU ${two.cpuPercent.toFixed(0)} %`);
  console.log(
    `  ${two.deliveredPerSecond.toFixed(0)} messages/s delivered in all; redis-server CPU ` +
      `${cpu(two, 'redis-server').toFixed(0)} %`,
  );
  console.log(
    `  one instance doing everything: ${memory.deliveredPerSecond.toFixed(0)} messages/s, CPU ` +
      `${memory.cpuPercent.toFixed(0)} % (in process), ${oneRedis.cpuPercent.toFixed(0)} % (through Redis)`,
  );
  console.log(
    `Redis pub/sub on its own (${hop.messagesPerSecond} messages/s over ${hop.channels} channels, ` +
      `${hop.received} measured): p50 ${ms(hop.p50)} ms  p99 ${ms(hop.p99)} ms  p99.9 ${ms(hop.p999)} ms`,
  );
}
