// Lighthouse (mobile, its default: a mid-range phone with 4x CPU slowdown and a slow 4G link, simulated) on the
// order page of a live order with an estimate history and of an order in transit, driving Debian's chromium
// (CHROME_PATH / CHROMIUM_PATH). Targets (issue 31): performance >= 99, LCP <= 1.2 s, TBT <= 50 ms.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// chrome-launcher's own flags already keep it off the network's background calls (which this network refuses);
// as root it needs no sandbox.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run of the performance category: its score and the figures behind it. */
async function audit(url, port) {
  const { lhr } = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' });
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // BENCH_LIGHTHOUSE_DETAIL=1: what the largest paint was and what shifted, to find why a figure is high.
  if (process.env.BENCH_LIGHTHOUSE_DETAIL) {
    const items = (id) => lhr.audits[id]?.details?.items ?? [];
    const describe = (item) =>
      item?.node?.snippet ?? item?.node?.selector ?? JSON.stringify(item).slice(0, 200);
    // Lighthouse 13 reports the largest paint in its breakdown insight: a table of its parts, then its element.
    const breakdown = items('lcp-breakdown-insight');
    const element = breakdown.find((item) => item.type === 'node');
    const parts = breakdown.find((item) => item.type === 'table')?.items ?? [];
    console.log(
      '    LCP element:',
      element ? describe({ node: element }) : 'not reported',
      parts.map((part) => `${part.subpart} ${Math.round(part.duration)} ms`).join(', '),
    );
    const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
    console.log(
      `    simulated FCP ${Math.round(value('first-contentful-paint'))} ms, LCP ${Math.round(value('largest-contentful-paint'))} ms;`,
      `observed FCP ${metrics.observedFirstContentfulPaint} ms, LCP ${metrics.observedLargestContentfulPaint} ms`,
    );
    for (const shift of items('layout-shifts'))
      console.log(
        `    shift ${shift.score?.toFixed?.(3)}:`,
        describe(shift),
        JSON.stringify(shift.subItems ?? shift.rootCauses ?? '').slice(0, 300),
      );
    for (const task of items('long-tasks'))
      console.log(
        `    long task ${task.duration?.toFixed?.(0)} ms at ${task.startTime?.toFixed?.(0)}: ${task.url}`,
      );
  }
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
  };
}

/** Prints the median of RUNS Lighthouse runs for each page. */
export async function measureLighthouse(pages) {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    // The recipient is at the delivery address (the bench's orders are in Copenhagen), as most are: a device in
    // another zone also gets a note saying whose clock the times are on, added once the page has hydrated.
    envVars: { ...process.env, TZ: 'Europe/Copenhagen' },
  });
  try {
    console.log(
      `\nLighthouse ${lighthouse.version ?? ''} (mobile, simulated throttling), median of ${RUNS} runs:`,
    );
    for (const { label, url } of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, chrome.port));
      const pick = (key) => median(runs.map((figures) => figures[key]));
      const score = pick('score');
      const lcp = pick('lcp');
      const tbt = pick('tbt');
      const met = (ok) => (ok ? 'met' : 'missed');
      console.log(
        `  ${label}: performance ${score} (target >= 99: ${met(score >= 99)}; runs ${runs.map((r) => r.score).join(', ')}), ` +
          `FCP ${pick('fcp').toFixed(0)} ms, LCP ${lcp.toFixed(0)} ms (target <= 1200: ${met(lcp <= 1200)}), ` +
          `TBT ${tbt.toFixed(0)} ms (target <= 50: ${met(tbt <= 50)}), CLS ${pick('cls').toFixed(3)}, Speed Index ${pick('speedIndex').toFixed(0)} ms`,
      );
    }
  } finally {
    await chrome.kill();
  }
}
