import { describe, expect, it } from 'vitest';
import { A_THEME } from '@tracking/core/testing';
import { frameSearch, readFrameState, type FrameState } from './frame-state';
import type { PreviewInput } from './preview-input';

const BASE: PreviewInput = { theme: null, logo: null, locale: 'en_GB', merchantName: 'Your shop' };
const STATE: FrameState = {
  input: {
    theme: A_THEME,
    logo: 'https://cdn.example.com/nordlys.svg',
    locale: 'is_IS',
    merchantName: 'Nordlys & Co',
  },
  statusCode: 93,
  page: 'preferences',
};

describe('frame state', () => {
  it('survives the trip through a frame address', () => {
    expect(readFrameState(frameSearch(STATE), BASE)).toEqual(STATE);
  });

  it.each([
    ['?status=7&page=settings', { statusCode: 80, page: 'order' }],
    ['?status=&page=map', { statusCode: 80, page: 'map' }],
    ['?status=140', { statusCode: 140, page: 'order' }],
  ])('reads %s as %j', (search, expected) => {
    expect(readFrameState(search, BASE)).toMatchObject(expected);
  });

  it('drops a bad colour as the preview address does', () => {
    const search = frameSearch(STATE).replace('%231B7F5B', 'red');
    expect(readFrameState(search, BASE).input.theme).toBeNull();
  });
});
