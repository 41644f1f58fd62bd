/**
 * A query built once per database (or transaction) and prepared under a name: the hot paths (every
 * signed-in request's session check, a chat message) then skip building the SQL in Drizzle, and
 * PostgreSQL parses and plans it once per connection. `build` uses `sql.placeholder` for every
 * value and ends with `.prepare(name)`, the name unique in the app.
 */
export function preparedQuery<D extends object, Q>(build: (db: D) => Q): (db: D) => Q {
  const built = new WeakMap<D, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
