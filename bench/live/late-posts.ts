import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Where a run's slowest messages came from, read from the traces its clients wrote (BENCH_LATENCY_TRACE=<prefix>):
 *   node --import tsx bench/live/late-posts.ts <prefix>-tracking [threshold ms]
 * A post is late on a client when one of its messages there took longer than the threshold (the run's p99 by
 * default). A post late on every client was held up before its messages left the server (or the machine was);
 * one late on a single client was held up in that client. Late posts less than 300 ms apart are one window.
 */

type PostLatencies = Map<number, number[]>;

function readTrace(file: string): PostLatencies {
  const bytes = readFileSync(file);
  const values = new Float64Array(bytes.buffer, bytes.byteOffset, bytes.length / 8);
  const posts: PostLatencies = new Map();
  for (let index = 0; index + 1 < values.length; index += 2) {
    const sentMs = values[index] ?? 0;
    const latencies = posts.get(sentMs) ?? [];
    latencies.push(values[index + 1] ?? 0);
    posts.set(sentMs, latencies);
  }
  return posts;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const [prefix, thresholdArgument] = process.argv.slice(2);
if (!prefix) throw new Error('usage: late-posts.ts <trace prefix>-<target> [threshold ms]');
const folder = path.dirname(prefix);
const files = readdirSync(folder)
  .filter((name) => name.startsWith(`${path.basename(prefix)}-`) && name.endsWith('.bin'))
  .map((name) => path.join(folder, name));
if (files.length === 0) throw new Error(`no trace files ${prefix}-*.bin`);
const clients = files.map(readTrace);
const all = clients.flatMap((posts) => [...posts.values()].flat()).sort((a, b) => a - b);
const threshold = Number(thresholdArgument ?? quantile(all, 0.99));
const sent = [...new Set(clients.flatMap((posts) => [...posts.keys()]))].sort((a, b) => a - b);
const firstMs = sent[0] ?? 0;

let lateEverywhere = 0;
let lateOnOne = 0;
let messagesLateEverywhere = 0;
let messagesLate = 0;
const windows: { fromMs: number; toMs: number; posts: number; worstMs: number }[] = [];
for (const sentMs of sent) {
  const perClient = clients.map((posts) => posts.get(sentMs) ?? []);
  const late = perClient.filter((latencies) => latencies.some((latency) => latency > threshold));
  const over = perClient.flat().filter((latency) => latency > threshold).length;
  messagesLate += over;
  if (late.length === 0) continue;
  if (late.length < clients.length) {
    lateOnOne++;
    continue;
  }
  lateEverywhere++;
  messagesLateEverywhere += over;
  const worstMs = Math.max(...perClient.flat());
  const last = windows.at(-1);
  if (last && sentMs - last.toMs < 300) {
    last.toMs = sentMs;
    last.posts++;
    last.worstMs = Math.max(last.worstMs, worstMs);
  } else windows.push({ fromMs: sentMs, toMs: sentMs, posts: 1, worstMs });
}

const seconds = (ms: number) => ((ms - firstMs) / 1000).toFixed(2);
console.log(
  `${all.length} messages of ${sent.length} posts on ${clients.length} clients: p50 ${quantile(all, 0.5).toFixed(2)} ms, ` +
    `p99 ${quantile(all, 0.99).toFixed(2)} ms; late means over ${threshold.toFixed(2)} ms`,
);
console.log(
  `posts late on every client ${lateEverywhere} (${messagesLateEverywhere} of the ${messagesLate} late messages), ` +
    `on some ${lateOnOne}`,
);
for (const window of windows) {
  console.log(
    `  ${seconds(window.fromMs)}-${seconds(window.toMs)} s: ${window.posts} posts, worst ${window.worstMs.toFixed(1)} ms`,
  );
}
