import { describe, expect, it } from 'vitest';
import { isStoreUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isStoreUnavailable', () => {
  it.each([
    ['PostgreSQL shutting down (admin_shutdown)', withCode('57P01'), true],
    ['PostgreSQL starting up (cannot_connect_now)', withCode('57P03'), true],
    ['a statement timeout', withCode('57014'), true],
    ['a connection exception (class 08)', withCode('08006'), true],
    ['too many connections', withCode('53300'), true],
    ['a refused connection', withCode('ECONNREFUSED'), true],
    ['a reset connection', withCode('ECONNRESET'), true],
    ['node-postgres losing its connection', new Error('Connection terminated unexpectedly'), true],
    [
      'node-postgres waiting too long for a connection',
      new Error('timeout exceeded when trying to connect'),
      true,
    ],
    ['node-postgres query timeout', new Error('Query read timeout'), true],
    ['the cause of a wrapping error', new Error('pool', { cause: withCode('57P01') }), true],
    ['SQLite: the disk is full', withCode('SQLITE_FULL'), true],
    ['SQLite: a write the file system refused', withCode('SQLITE_IOERR_WRITE'), true],
    ['SQLite: a lock held past busy_timeout', withCode('SQLITE_BUSY'), true],
    ['a unique violation (a real conflict)', withCode('23505'), false],
    ['SQLite: a constraint', withCode('SQLITE_CONSTRAINT_UNIQUE'), false],
    ['SQLite: a corrupt file (not to be retried)', withCode('SQLITE_CORRUPT'), false],
    ['a syntax error', withCode('42601'), false],
    ['a plain error', new Error('boom'), false],
    ['a thrown string', 'ECONNREFUSED', false],
    ['nothing', undefined, false],
  ])('%s', (_name, error, expected) => {
    expect(isStoreUnavailable(error)).toBe(expected);
  });
});
