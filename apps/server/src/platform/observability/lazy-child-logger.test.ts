import { pino, type ChildLoggerOptions, type Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLoggerFactory } from './lazy-child-logger';

function parentAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const child = vi.spyOn(parent, 'child');
  return { parent, lines, child };
}

/** The logger Fastify would give a request with this id (the factory ignores its `this` and the raw request). */
const requestLogger = (parent: Logger, reqId: string, options: ChildLoggerOptions = {}) =>
  lazyChildLoggerFactory.call(undefined as never, parent, { reqId }, options, undefined as never);

describe('lazyChildLoggerFactory', () => {
  it('makes no child for a request whose lines are all below the level', () => {
    const { parent, lines, child } = parentAt('warn');
    const logger = requestLogger(parent, 'r1');
    logger.info('incoming request');
    logger.debug('details');
    expect(lines).toEqual([]);
    expect(child).not.toHaveBeenCalled();
    expect(logger.level).toBe('warn');
  });

  it.each(['fatal', 'error', 'warn', 'info'] as const)(
    'writes %s with the bindings, from one child',
    (level) => {
      const { parent, lines, child } = parentAt('info');
      const logger = requestLogger(parent, 'r2');
      logger[level]({ a: 1 }, 'first');
      logger[level]('second');
      expect(lines.map(({ reqId, msg }) => ({ reqId, msg }))).toEqual([
        { reqId: 'r2', msg: 'first' },
        { reqId: 'r2', msg: 'second' },
      ]);
      expect(lines[0]).toMatchObject({ a: 1 });
      expect(child).toHaveBeenCalledTimes(1);
    },
  );

  it("gives a child of the request's logger, with both bindings", () => {
    const { parent, lines } = parentAt('info');
    const logger = requestLogger(parent, 'r3');
    logger.child({ part: 'ingest' }).warn('late');
    expect(lines[0]).toMatchObject({ reqId: 'r3', part: 'ingest', msg: 'late' });
  });

  it('makes the child at once for a route with a level of its own', () => {
    const { parent, lines } = parentAt('warn');
    const logger = requestLogger(parent, 'r4', { level: 'debug' });
    logger.debug('shown');
    expect(lines[0]).toMatchObject({ reqId: 'r4', msg: 'shown' });
  });
});
