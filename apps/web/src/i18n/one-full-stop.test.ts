import { describe, expect, it } from 'vitest';
import { oneFullStop } from './one-full-stop';

describe('oneFullStop', () => {
  it.each([
    ['Din pakke kommer lør., 28 nov..', 'Din pakke kommer lør., 28 nov.'],
    ['Planlagt til ma., 4 mai. Blir du ikke hjemme?', 'Planlagt til ma., 4 mai. Blir du ikke hjemme?'],
    ['Planlagt til lø., 28 nov.. Blir du ikke hjemme?', 'Planlagt til lø., 28 nov. Blir du ikke hjemme?'],
    ['Loading...', 'Loading...'],
    ['Your parcel comes on Sat, 28 Nov.', 'Your parcel comes on Sat, 28 Nov.'],
  ])('%s -> %s', (text, expected) => expect(oneFullStop(text)).toBe(expected));
});
