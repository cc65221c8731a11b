import type { Measurement } from './measure';
import type { HopMeasurement } from './redis-hop';

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(2));
const added = (value: number) => `${value >= 0 ? '+' : ''}${ms(value)} ms`;
const cpu = (m: Measurement, name: string) =>
  m.cpuByProcess.find((entry) => entry.name === name)?.percent ?? NaN;

/** What two instances add over one (the Redis hop), the work of each instance, and Redis on its own. */
export function printScaledOut(results: Measurement[], hop: HopMeasurement): void {
  const [one, two] = results;
  if (!one || !two) return;
  console.log(
    '\nRedis hop: 2 instances (PostgreSQL + Redis, positions to A, sockets on B) over 1 (in-process bus)',
  );
  console.log(
    `  added latency  p50 ${added(two.p50 - one.p50)}  p99 ${added(two.p99 - one.p99)}  ` +
      `p99.9 ${added(two.p999 - one.p999)}`,
  );
  console.log('Per instance (2 instances):');
  console.log(
    `  A (ingest)   ${two.postsPerSecond.toFixed(0)} position posts/s (each re-estimates the driver's route ` +
      `and publishes a message per stop), CPU ${cpu(two, 'A (ingest)').toFixed(0)} %`,
  );
  console.log(
    `  B (sockets)  ${two.deliveredPerSecond.toFixed(0)} messages/s delivered to ${two.opened} sockets, ` +
      `CPU ${two.cpuPercent.toFixed(0)} %`,
  );
  console.log(`  redis-server CPU ${cpu(two, 'redis-server').toFixed(0)} %`);
  console.log(
    `  1 instance for comparison: ${one.deliveredPerSecond.toFixed(0)} messages/s, CPU ${one.cpuPercent.toFixed(0)} %`,
  );
  console.log(
    `Redis pub/sub alone (${hop.messagesPerSecond} messages/s over ${hop.channels} channels, ` +
      `${hop.received} measured): p50 ${ms(hop.p50)} ms  p99 ${ms(hop.p99)} ms  p99.9 ${ms(hop.p999)} ms`,
  );
}
