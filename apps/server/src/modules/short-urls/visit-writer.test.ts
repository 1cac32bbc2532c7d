import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { VisitWriter, type WriteVisits } from './visit-writer';

/** The writer's batches as its database would receive them. */
function recorder() {
  const batches: { lines: string; uncounted: Record<number, number> }[] = [];
  let failing = 0;
  const write: WriteVisits = async (lines, uncounted) => {
    if (failing > 0) {
      failing -= 1;
      throw new Error('database unavailable');
    }
    batches.push({
      lines: Buffer.from(lines).toString('utf8'),
      uncounted: Object.fromEntries(uncounted),
    });
  };
  return { batches, write, failNext: (times: number) => (failing = times) };
}

const log = () =>
  ({ warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & {
    warn: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };

describe('VisitWriter', () => {
  const writers: VisitWriter[] = [];
  const writer = (write: WriteVisits, logger = log(), limits = {}) => {
    const made = new VisitWriter(write, logger, limits);
    writers.push(made);
    return made;
  };
  afterEach(async () => {
    await Promise.all(writers.splice(0).map((w) => w.stop()));
  });

  it('writes the lines as given, in order, and the human visits each link has not counted', async () => {
    const db = recorder();
    const visits = writer(db.write);
    visits.add('7\tPune — ₹1,500\n', 7, true);
    visits.add('7\tbot\n', 7, false);
    visits.add('9\tMumbai\n', 9, true);
    visits.add('7\tagain\n', 7, true);
    await visits.flush();
    expect(db.batches).toEqual([
      { lines: '7\tPune — ₹1,500\n7\tbot\n9\tMumbai\n7\tagain\n', uncounted: { 7: 2, 9: 1 } },
    ]);
    await visits.flush();
    expect(db.batches).toHaveLength(1);
  });

  it('writes a batch once flushAt visits wait, without waiting for the timer', async () => {
    const db = recorder();
    const visits = writer(db.write, log(), { flushAt: 3 });
    for (const city of ['a', 'b', 'c']) visits.add(`1\t${city}\n`, 1, true);
    await vi.waitFor(() => expect(db.batches).toHaveLength(1));
    expect(db.batches[0]!.lines).toBe('1\ta\n1\tb\n1\tc\n');
  });

  it('starts a new batch when the buffer is full, losing nothing', async () => {
    const db = recorder();
    const visits = writer(db.write, log(), { bufferBytes: 16 });
    for (let i = 0; i < 5; i += 1) visits.add(`1\tvisit ${i}\n`, 1, i % 2 === 0);
    await visits.flush();
    expect(db.batches.map((b) => b.lines).join('')).toBe(
      [0, 1, 2, 3, 4].map((i) => `1\tvisit ${i}\n`).join(''),
    );
    expect(db.batches.reduce((n, b) => n + (b.uncounted[1] ?? 0), 0)).toBe(3);
  });

  it('keeps what the database failed and writes it once, before newer visits, when it is back', async () => {
    const db = recorder();
    const logger = log();
    const visits = writer(db.write, logger);
    visits.add('1\tfirst\n', 1, true);
    db.failNext(1);
    await visits.flush();
    expect(db.batches).toHaveLength(0);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ visits: 1 }),
      'short URL visits not written; retrying',
    );
    visits.add('1\tsecond\n', 1, true);
    await visits.flush();
    expect(db.batches).toEqual([
      { lines: '1\tfirst\n', uncounted: { 1: 1 } },
      { lines: '1\tsecond\n', uncounted: { 1: 1 } },
    ]);
  });

  it('drops the oldest visits past waitingMax while the database is down, and says so', async () => {
    const db = recorder();
    const logger = log();
    const visits = writer(db.write, logger, { waitingMax: 2 });
    db.failNext(3);
    for (const name of ['one', 'two', 'three']) {
      visits.add(`1\t${name}\n`, 1, true);
      await visits.flush();
    }
    visits.add('1\tfour\n', 1, true);
    await visits.flush();
    expect(db.batches.map((b) => b.lines).join('')).toBe('1\tthree\n1\tfour\n');
    expect(logger.warn).toHaveBeenCalledWith(
      { dropped: 1 },
      'short URL visits dropped: buffer full',
    );
  });
});
