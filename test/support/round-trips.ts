const EXECUTES = new Set(["first", "all", "run", "raw"]);

/**
 * A D1 database that counts its round trips: every `first`, `all`, `run` or `raw` of a statement
 * and every `batch` is one request to D1, however many statements the batch holds.
 */
export function countedDb(db: D1Database): { db: D1Database; trips: () => number } {
  let trips = 0;
  const counted = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, name) {
        const value = Reflect.get(target, name);
        if (typeof value !== "function") return value;
        if (name === "bind") return (...values: unknown[]) => counted(target.bind(...values));
        if (EXECUTES.has(String(name)))
          return (...args: unknown[]) => {
            trips += 1;
            return value.apply(target, args);
          };
        return value.bind(target);
      },
    });
  const proxy = new Proxy(db, {
    get(target, name) {
      if (name === "prepare") return (sql: string) => counted(target.prepare(sql));
      if (name === "batch")
        return (statements: D1PreparedStatement[]) => {
          trips += 1;
          return target.batch(statements);
        };
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: proxy, trips: () => trips };
}
