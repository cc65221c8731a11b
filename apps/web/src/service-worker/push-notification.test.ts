import { describe, expect, it } from 'vitest';
import { clickTarget, notificationOf, tabToFocus } from './push-notification';

const ORIGIN = 'https://track.example.com';
const ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const message = (notification: unknown, webPush: unknown = 8030) =>
  JSON.stringify({ web_push: webPush, notification });

describe('notificationOf', () => {
  it('shows the title and body, tagged by the order and opening its page', () => {
    expect(
      notificationOf(
        message({ title: 'Din pakke', body: 'Din pakke er leveret.', navigate: `${ORIGIN}/${ID}` }),
        ORIGIN,
      ),
    ).toEqual({
      title: 'Din pakke',
      options: { body: 'Din pakke er leveret.', tag: `order:/${ID}`, data: { url: `${ORIGIN}/${ID}` } },
    });
  });

  it.each([
    ['not JSON', '{oops', null],
    ['no web_push', JSON.stringify({ notification: { title: 'x', navigate: `${ORIGIN}/${ID}` } }), null],
    ['another web_push', message({ title: 'x', navigate: `${ORIGIN}/${ID}` }, 1), null],
    ['no notification', JSON.stringify({ web_push: 8030 }), null],
    ['an empty title', message({ title: '', navigate: `${ORIGIN}/${ID}` }), null],
    ['no navigate', message({ title: 'x', body: 'y' }), null],
    ['a script URL', message({ title: 'x', navigate: 'javascript:alert(1)' }), null],
  ])('ignores a message with %s', (_case, text, shown) => {
    expect(notificationOf(text, ORIGIN)).toBe(shown);
  });

  it.each([
    // Another host (the service reached by another name): the same page on this origin, never that site.
    [`https://evil.example.com/${ID}?x=1`, `${ORIGIN}/${ID}?x=1`],
    [`http://track.example.com/${ID}`, `${ORIGIN}/${ID}`],
    [`/${ID}`, `${ORIGIN}/${ID}`],
  ])('opens %s as %s', (navigate, url) => {
    expect(notificationOf(message({ title: 'x', navigate }), ORIGIN)?.options.data.url).toBe(url);
  });

  it('takes a missing body as empty', () => {
    expect(notificationOf(message({ title: 'x', navigate: `/${ID}` }), ORIGIN)?.options.body).toBe('');
  });
});

describe('clickTarget', () => {
  it.each([
    [{ url: `${ORIGIN}/${ID}` }, `${ORIGIN}/${ID}`],
    [{ url: `https://evil.example.com/${ID}` }, `${ORIGIN}/${ID}`],
    [{ url: 'javascript:alert(1)' }, `${ORIGIN}/`],
    [null, `${ORIGIN}/`],
    ['text', `${ORIGIN}/`],
  ])('goes from %j to %s', (data, url) => {
    expect(clickTarget(data, ORIGIN)).toBe(url);
  });
});

describe('tabToFocus', () => {
  const target = `${ORIGIN}/${ID}`;
  it.each([
    [[`${ORIGIN}/${ID}/da_DK/live-tracking`, target], target],
    [[`${ORIGIN}/`, `${ORIGIN}/${ID}/da_DK`], `${ORIGIN}/${ID}/da_DK`],
    [[`${ORIGIN}/${ID}/da_DK/preferences?x=1`], `${ORIGIN}/${ID}/da_DK/preferences?x=1`],
    [[`${ORIGIN}/BBBBBBBBBBBBBBBBBBBBBB/da_DK`, `${ORIGIN}/${ID}x/da_DK`], null],
    [[`https://other.example.com/${ID}/da_DK`], null],
    [[], null],
  ])('among %j focuses %s', (tabs, focused) => {
    expect(tabToFocus(tabs, target)).toBe(focused);
  });
});
