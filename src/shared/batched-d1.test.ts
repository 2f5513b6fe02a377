import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { countedDb } from "../../test/support/round-trips";
import { batchedD1 } from "./batched-d1";

const TABLE = "batched_d1_probe";

beforeAll(async () => {
  await env.DB.prepare(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (id INTEGER PRIMARY KEY, name TEXT UNIQUE)`,
  ).run();
});

async function insertNames(...names: string[]) {
  for (const name of names) await env.DB.prepare(`INSERT INTO ${TABLE} (name) VALUES (?)`).bind(name).run();
}

const nameOf = (db: D1Database, name: string) =>
  db.prepare(`SELECT id, name FROM ${TABLE} WHERE name = ?`).bind(name).first<{ id: number; name: string }>();

describe("a request's D1 with its concurrent statements batched", () => {
  it("answers statements sent together exactly as D1 answers them alone, in one round trip", async () => {
    await insertNames("ada", "grace");
    const { db, trips } = countedDb(env.DB);
    const batched = batchedD1(db);
    const [ada, grace, nobody, graceName, all, count] = await Promise.all([
      nameOf(batched, "ada"),
      nameOf(batched, "grace"),
      nameOf(batched, "nobody"),
      batched.prepare(`SELECT name FROM ${TABLE} WHERE name = ?`).bind("grace").first<string>("name"),
      batched.prepare(`SELECT name FROM ${TABLE} WHERE name IN ('ada', 'grace') ORDER BY name`).all(),
      batched.batch([
        batched.prepare(`SELECT count(*) AS n FROM ${TABLE} WHERE name = 'ada'`),
        batched.prepare(`SELECT count(*) AS n FROM ${TABLE} WHERE name = 'grace'`),
      ]),
    ]);
    expect(trips()).toBe(1);
    expect(ada).toEqual(await nameOf(env.DB, "ada"));
    expect(grace?.name).toBe("grace");
    expect(nobody).toBeNull();
    expect(graceName).toBe("grace");
    expect(all.results).toEqual([{ name: "ada" }, { name: "grace" }]);
    expect(count.map((r) => r.results)).toEqual([[{ n: 1 }], [{ n: 1 }]]);
  });

  it("sends a statement that is alone in its turn as it is, and keeps sequential code in order", async () => {
    const { db, trips } = countedDb(env.DB);
    const batched = batchedD1(db);
    const written = await batched.prepare(`INSERT INTO ${TABLE} (name) VALUES (?)`).bind("linus").run();
    expect(written.meta.changes).toBe(1);
    expect((await nameOf(batched, "linus"))?.id).toBe(written.meta.last_row_id);
    expect(trips()).toBe(2);
  });

  it("gives each caller its own result or error when one statement of the batch fails, and writes only what succeeds", async () => {
    await insertNames("taken");
    const batched = batchedD1(env.DB);
    const insert = (name: string) =>
      batched.prepare(`INSERT INTO ${TABLE} (name) VALUES (?)`).bind(name).run();
    const outcomes = await Promise.allSettled([insert("fresh-1"), insert("taken"), nameOf(batched, "taken")]);
    expect(outcomes[0].status).toBe("fulfilled");
    expect(outcomes[1].status).toBe("rejected");
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE constraint failed/);
    expect((outcomes[2] as PromiseFulfilledResult<{ name: string }>).value.name).toBe("taken");
    expect(await nameOf(env.DB, "fresh-1")).not.toBeNull();
  });

  it("keeps a caller's batch atomic: a failing part writes none of it", async () => {
    await insertNames("held");
    const batched = batchedD1(env.DB);
    const insert = (name: string) => batched.prepare(`INSERT INTO ${TABLE} (name) VALUES (?)`).bind(name);
    const outcomes = await Promise.allSettled([
      batched.batch([insert("half-1"), insert("held")]),
      insert("other-1").run(),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["rejected", "fulfilled"]);
    expect(await nameOf(env.DB, "half-1")).toBeNull();
    expect(await nameOf(env.DB, "other-1")).not.toBeNull();
  });

  it("lets conditional writes sent together decide once: two claims of one name, one wins", async () => {
    const batched = batchedD1(env.DB);
    const claim = () =>
      batched
        .prepare(`INSERT INTO ${TABLE} (name) VALUES ('claimed') ON CONFLICT (name) DO NOTHING`)
        .run()
        .then((r) => r.meta.changes);
    expect(await Promise.all([claim(), claim()])).toEqual([1, 0]);
  });
});
