import { describe, expect, it } from 'vitest';
import { scrubReport, scrubTrackingIds } from './scrub-tracking-ids';

const ID = 'a1B2c3D4e5F6g7H8i9J0k_';

describe('scrubTrackingIds', () => {
  it.each([
    [`https://track.example.com/${ID}`, 'https://track.example.com/[tracking-id]'],
    [
      `https://track.example.com/${ID}/preferences?lng=da`,
      'https://track.example.com/[tracking-id]/preferences?lng=da',
    ],
    [`/tracking/?trackingId=${ID}`, '/tracking/?trackingId=[tracking-id]'],
    [`/tracking/feedback?trackingId=${ID}&x=1`, '/tracking/feedback?trackingId=[tracking-id]&x=1'],
    ['/tracking/?trackingId=typo-of-an-id', '/tracking/?trackingId=[tracking-id]'],
    [
      `wss://track.example.com/ws?trackingId=${ID}&user_type=trackingV2`,
      'wss://track.example.com/ws?trackingId=[tracking-id]&user_type=trackingV2',
    ],
    [`GET /${ID} failed`, 'GET /[tracking-id] failed'],
    ['https://track.example.com/assets/index-abc123.js', 'https://track.example.com/assets/index-abc123.js'],
    ['a word of twenty-two ch', 'a word of twenty-two ch'],
  ])('%s', (text, scrubbed) => {
    expect(scrubTrackingIds(text)).toBe(scrubbed);
  });
});

describe('scrubReport', () => {
  it('scrubs the page URL, the fetch breadcrumb and the exception of an event', () => {
    const event = {
      request: {
        url: `https://track.example.com/${ID}`,
        headers: { Referer: `https://track.example.com/${ID}` },
      },
      breadcrumbs: [{ category: 'fetch', data: { url: `/tracking/?trackingId=${ID}`, status_code: 500 } }],
      exception: { values: [{ type: 'Error', value: `Request to /tracking/?trackingId=${ID} failed` }] },
      level: 'error',
    };
    const scrubbed = JSON.stringify(scrubReport(event));
    expect(scrubbed).not.toContain(ID);
    expect(scrubReport(event).breadcrumbs[0]?.data.status_code).toBe(500);
  });

  it('leaves values that are not plain data as they are and stops at a depth', () => {
    const error = new Error(ID);
    expect(scrubReport({ error }).error).toBe(error);
    let deep: Record<string, unknown> = { url: `/${ID}` };
    for (let level = 0; level < 20; level++) deep = { deep };
    expect(JSON.stringify(scrubReport(deep))).not.toContain(ID);
  });
});
