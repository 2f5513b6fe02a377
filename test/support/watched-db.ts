/** A D1 database that writes down the SQL of every statement prepared on it, in order. */
export function watchedDb(db: D1Database, statements: string[]): D1Database {
  return new Proxy(db, {
    get(target, name) {
      if (name === "prepare")
        return (sql: string) => {
          statements.push(sql);
          return target.prepare(sql);
        };
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
