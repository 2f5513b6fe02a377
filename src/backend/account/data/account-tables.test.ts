import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fullAccount, PASSWORD, rowsMentioning } from "../../../../test/support/account-data";
import { callApi, json } from "../../../../test/support/api";
import { buyAndPay, userIdOf } from "../../../../test/support/billing";
import { accountDelete, accountExport } from "../../../api/contract/account";
import { ACCOUNT_TABLES, PERSONAL_COLUMN } from "./account-tables";

/** Each column of the migrated database's own tables (not SQLite's or D1's). */
async function tableColumns(): Promise<{ tbl: string; col: string }[]> {
  const { results } = await env.DB.prepare(
    `SELECT m.name AS tbl, c.name AS col FROM sqlite_master m, pragma_table_info(m.name) c
      WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_cf_%'
        AND m.name NOT LIKE 'd1_%'`,
  ).all<{ tbl: string; col: string }>();
  return results;
}

/** Every table with a column that names a person (an account id or an address). */
async function personalTables(): Promise<string[]> {
  const columns = await tableColumns();
  return [...new Set(columns.filter((c) => PERSONAL_COLUMN.test(c.col)).map((c) => c.tbl))].sort();
}

describe("account tables: export and deletion cover every table that holds a person", () => {
  it("lists every table with a personal column (a new one must be added to ACCOUNT_TABLES)", async () => {
    const tables = await personalTables();
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.filter((table) => !(table in ACCOUNT_TABLES))).toEqual([]);
  });

  it("the export has a section for each, and after deletion no erased table keeps a row", async () => {
    const email = "tables@example.com";
    const token = await fullAccount(email);
    const id = await userIdOf(token);
    await buyAndPay(token, { email });
    const exported = (await json<{ data: Record<string, unknown> }>(await callApi(accountExport, { token })))
      .data;
    for (const [table, { section }] of Object.entries(ACCOUNT_TABLES))
      expect(Object.keys(exported), `${table} → ${section}`).toContain(section);

    expect((await callApi(accountDelete, { token, body: { password: PASSWORD } })).status).toBe(200);
    expect(await rowsMentioning(email)).toEqual([]);
    const columns = await tableColumns();
    for (const [table, { erasure }] of Object.entries(ACCOUNT_TABLES)) {
      if (erasure !== "delete") continue;
      const idColumn = columns.find((c) => c.tbl === table && c.col === "user_id");
      if (!idColumn) continue;
      const left = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`)
        .bind(id)
        .first<{ n: number }>();
      expect(left?.n, table).toBe(0);
    }
  });
});
