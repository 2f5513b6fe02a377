/**
 * One request's D1 where the statements its concurrent calls send in the same turn of the event
 * loop travel as one `batch()`: one round trip instead of one each (decision 190). My account's
 * eight API calls read a dozen tables side by side; each round trip costs the Worker its binding's
 * fetch and JSON, and the visitor a trip to the database.
 *
 * - A statement sent alone runs as it would unwrapped (`first`, `all`, `run`), so sequential code
 *   pays only the wait for the end of the turn.
 * - Statements sent together run in one transaction in the order they were sent. A `batch()` among
 *   them stays whole, and stays atomic inside the bigger one.
 * - When the combined batch fails (one statement broke a constraint, so D1 rolled all of it back),
 *   each caller's statement or batch runs again on its own, concurrently as it was sent, so each
 *   caller gets the result or the error it would have had without the batching.
 * - `raw()`, `exec()`, `withSession()` and `dump()` go straight to the database (nothing here uses
 *   them on a request's path).
 */

interface Queued {
  /** The caller's statements, unwrapped. */
  statements: D1PreparedStatement[];
  /** The same work done alone: what the caller would have run without the batching. */
  alone: () => Promise<unknown>;
  /** The caller's answer, from its slice of the combined batch's results. */
  answer: (results: D1Result[]) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

class Turn {
  private queued: Queued[] = [];

  constructor(private readonly db: D1Database) {}

  send<T>(job: Omit<Queued, "resolve" | "reject">): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // The first statement of a turn schedules the flush: a timer runs after every microtask, so
      // calls that resume from the same await (a shared session check) all join in.
      if (this.queued.length === 0) setTimeout(() => void this.flush(), 0);
      this.queued.push({ ...job, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  private async flush() {
    const queued = this.queued;
    this.queued = [];
    if (queued.length === 1) return settle(queued[0] as Queued, (job) => job.alone());
    let results: D1Result[];
    try {
      results = await this.db.batch(queued.flatMap((job) => job.statements));
    } catch {
      // Rolled back as a whole: nothing of it was written, so each part may run again alone.
      return Promise.all(queued.map((job) => settle(job, (j) => j.alone())));
    }
    let offset = 0;
    for (const job of queued) {
      const slice = results.slice(offset, offset + job.statements.length);
      offset += job.statements.length;
      await settle(job, (j) => Promise.resolve(j.answer(slice)));
    }
  }
}

async function settle(job: Queued, run: (job: Queued) => Promise<unknown>) {
  try {
    job.resolve(await run(job));
  } catch (error) {
    job.reject(error);
  }
}

/** The row `first()` answers: the first result row, or one of its columns. */
function firstOf(result: D1Result | undefined, column?: string): unknown {
  const row = (result?.results?.[0] ?? null) as Record<string, unknown> | null;
  if (row === null || column === undefined) return row;
  return row[column] ?? null;
}

class BatchedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly turn: Turn,
  ) {}

  bind(...values: unknown[]): BatchedStatement {
    return new BatchedStatement(this.inner.bind(...values), this.turn);
  }

  first(column?: string): Promise<unknown> {
    return this.turn.send({
      statements: [this.inner],
      alone: () => (column === undefined ? this.inner.first() : this.inner.first(column)),
      answer: ([result]) => firstOf(result, column),
    });
  }

  all(): Promise<D1Result> {
    return this.turn.send({ statements: [this.inner], alone: () => this.inner.all(), answer: ([r]) => r });
  }

  run(): Promise<D1Result> {
    return this.turn.send({ statements: [this.inner], alone: () => this.inner.run(), answer: ([r]) => r });
  }

  raw(options?: { columnNames?: boolean }): Promise<unknown> {
    return options?.columnNames ? this.inner.raw({ columnNames: true }) : this.inner.raw();
  }
}

const unwrapped = (statement: D1PreparedStatement): D1PreparedStatement =>
  statement instanceof BatchedStatement ? statement.inner : statement;

/** `db` for one request: its statements sent in one turn go to D1 together. */
export function batchedD1(db: D1Database): D1Database {
  const turn = new Turn(db);
  const batched = {
    prepare: (sql: string) => new BatchedStatement(db.prepare(sql), turn),
    batch: (statements: D1PreparedStatement[]) => {
      const inner = statements.map(unwrapped);
      return turn.send({ statements: inner, alone: () => db.batch(inner), answer: (results) => results });
    },
    exec: (query: string) => db.exec(query),
    withSession: (constraint?: string) => db.withSession(constraint),
    dump: () => db.dump(),
  };
  return batched as unknown as D1Database;
}
