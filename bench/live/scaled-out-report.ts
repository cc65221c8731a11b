import type { Measurement } from './measure';
import type { HopMeasurement } from './redis-hop';

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(2));
const added = (value: number) => `${value >= 0 ? '+' : ''}${ms(value)} ms`;
const cpu = (m: Measurement, name: string) =>
  m.cpuByProcess.find((entry) => entry.name === name)?.percent ?? NaN;

function printAdded(label: string, from: Measurement, to: Measurement): void {
  console.log(
    `  ${label.padEnd(44)} p50 ${added(to.p50 - from.p50)}  p99 ${added(to.p99 - from.p99)}  ` +
      `p99.9 ${added(to.p999 - from.p999)}`,
  );
}

/** What Redis adds over the in-process bus, the work of each instance, and Redis on its own. */
export function printScaledOut(results: Measurement[], hop: HopMeasurement): void {
  const [memory, oneRedis, two] = results;
  if (!memory || !oneRedis || !two) return;
  console.log(
    '\nIngest-to-client latency added over one instance with its in-process bus (all on PostgreSQL):',
  );
  printAdded('1 instance publishing through Redis', memory, oneRedis);
  printAdded('2 instances (positions to A, sockets on B)', memory, two);
  console.log('Per instance (2 instances):');
  console.log(
    `  A (ingest)   ${two.postsPerSecond.toFixed(0)} position posts/s, each re-estimating its driver's route and ` +
      `publishing a message per stop; CPU ${cpu(two, 'A (ingest)').toFixed(0)} %`,
  );
  console.log(
    `  B (sockets)  ${two.deliveredPerSecond.toFixed(0)} messages/s delivered to ${two.opened} sockets; ` +
      `CPU ${two.cpuPercent.toFixed(0)} %`,
  );
  console.log(`  redis-server CPU ${cpu(two, 'redis-server').toFixed(0)} %`);
  console.log(
    `  one instance doing both: ${memory.deliveredPerSecond.toFixed(0)} messages/s, CPU ` +
      `${memory.cpuPercent.toFixed(0)} % (in-process bus), ${oneRedis.cpuPercent.toFixed(0)} % (through Redis)`,
  );
  console.log(
    `Redis pub/sub on its own (${hop.messagesPerSecond} messages/s over ${hop.channels} channels, ` +
      `${hop.received} measured): p50 ${ms(hop.p50)} ms  p99 ${ms(hop.p99)} ms  p99.9 ${ms(hop.p999)} ms`,
  );
}
