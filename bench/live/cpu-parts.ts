/*
 * A server's main thread by part, from `perf script -F ip,sym` of a `perf record -e cpu-clock -g` run: CPU time,
 * not V8's wall-time samples (which count a function as running while the process waits for the core).
 */

/** One sample: its frames from the leaf up, each `<address> <symbol>`. */
type Sample = readonly string[];

export interface CpuPart {
  part: string;
  /** Milliseconds of each second of the thread. */
  msPerSecond: number;
}

/** Samples of `perf script -F ip,sym` output: blocks of frames separated by blank lines. */
export function perfSamples(text: string): Sample[] {
  return text
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim().replace(/^[0-9a-f]+ /, ''))
        .filter(Boolean),
    )
    .filter((frames) => frames.length > 0);
}

/** Native parts named by a frame anywhere in the sample, the first that matches winning. */
const NATIVE_PARTS: readonly (readonly [string, RegExp])[] = [
  ['socket writes (syscall and native)', /StreamBase::Write(Buffer|v)|JSMethod<&node::StreamBase::Write/],
  ['SQLite (native)', /sqlite3_|Statement::JS_/],
  ['garbage collection', /Heap::|Scavenger|MarkCompact|MinorMS/],
];

/** What a JavaScript frame belongs to: the service's bundle, the relay, a package, or a node module. */
function ownerOf(frame: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame);
  if (pkg?.[1]) return pkg[1];
  if (frame.includes('apps/server/dist/')) return 'the service (its bundle)';
  if (frame.includes('floor-server')) return 'the relay (its script)';
  const nodeModule = / (node:[\w/]+)/.exec(frame);
  return nodeModule?.[1] ?? 'other JavaScript';
}

/** The part a sample's time goes to: a named native part, else the nearest JavaScript frame's owner. */
export function partOf(sample: Sample): string {
  for (const [part, pattern] of NATIVE_PARTS) if (sample.some((frame) => pattern.test(frame))) return part;
  const js = sample.find((frame) => frame.startsWith('JS:'));
  return js ? ownerOf(js) : 'engine and kernel, no JavaScript above';
}

/** Each part's CPU, largest first, over a thread sampled `seconds` long at `hz`. */
export function cpuParts(samples: readonly Sample[], seconds: number, hz: number): CpuPart[] {
  const counts = new Map<string, number>();
  for (const sample of samples) {
    const part = partOf(sample);
    counts.set(part, (counts.get(part) ?? 0) + 1);
  }
  const msPerSample = 1000 / hz;
  return [...counts]
    .map(([part, count]) => ({ part, msPerSecond: (count * msPerSample) / seconds }))
    .sort((a, b) => b.msPerSecond - a.msPerSecond);
}
