import type { DbOrTx } from './db.ts';

/**
 * The one adapter over drizzle's internals. Drizzle binds a prepared query to the connection of
 * the handle it was built on and, before 1.0, has no public way to run it on another: this rebinds
 * the private `client` of the statement to the handle's `session.client`. prepared-statement.test.ts
 * pins the drizzle version it was checked against; a new drizzle fails that test until checked.
 */
export const DRIZZLE_VERSION_CHECKED = '0.45.4';

/**
 * A statement built once and prepared by name on the server, for the hottest paths (every
 * signed-in request's session check, the cart, checkout's reads): they then skip query building
 * (a fifth of an order create's server time was drizzle building the same selects again) and
 * parsing. Each call runs the one built statement on the connection of the handle given, the
 * database's pool or an open transaction's. Built once per driver (node-postgres, PGlite).
 */
export function preparedOnce<Statement extends object>(build: (db: DbOrTx) => Statement): (db: DbOrTx) => Statement {
  const built = new Map<unknown, Statement>();
  return (db) => {
    const { session } = db as unknown as { session: { client: unknown } };
    let statement = built.get(session.constructor);
    if (statement === undefined) {
      statement = build(db);
      built.set(session.constructor, statement);
    }
    return Object.create(statement, { client: { value: session.client } }) as Statement;
  };
}
