import { describe, expect, it } from 'vitest';
import { allowedPath, keyPaths, pathsOutside } from './key-paths';

describe('keyPaths', () => {
  it.each([
    ['a field', { a: 1 }, ['a']],
    ['a nested field', { a: { b: 'x', c: null } }, ['a.b', 'a.c']],
    ['list items, once per path', { a: [{ b: 1 }, { b: 2, c: 3 }] }, ['a[].b', 'a[].c']],
    ['an empty list and object', { a: [], b: {} }, ['a', 'b']],
    ['a list of strings', { a: ['x', 'y'] }, ['a[]']],
  ])('%s', (_name, value, expected) => {
    expect(keyPaths(value)).toEqual(expected);
  });
});

describe('allowedPath', () => {
  const list = ['a.b', 'c[].d', 'e.*', 'f'];
  it.each([
    ['listed', 'a.b', true],
    ['a null where an object may be', 'a', true],
    ['an empty list where items may be', 'c', true],
    ['a sibling not listed', 'a.x', false],
    ['below a wildcard', 'e.x.y', true],
    ['the wildcard’s own null', 'e', true],
    ['below a leaf', 'f.g', false],
    ['items of a leaf', 'f[]', false],
    ['a name that only starts alike', 'ab', false],
  ])('%s', (_name, path, expected) => {
    expect(allowedPath(path, list)).toBe(expected);
  });

  it('names what leaks', () => {
    expect(pathsOutside({ a: { b: 1, street: 'x' }, f: ['y'] }, list)).toEqual(['a.street', 'f[]']);
  });
});
