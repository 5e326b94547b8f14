import mongoose, { type Connection, type Model } from 'mongoose';

// Operators can never come from request input: a filter value like { "$gt": "" } is matched literally.
// Operators written in code are wrapped per path with mongoose.trusted(...).
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);
// mongoose otherwise captures a stack trace on every query, for the rare "Query was already executed" message:
// with source maps (tsx, --enable-source-maps) that trace was the costliest single step of a read by id.
mongoose.set('skipOriginalStackTraces', true);

export type { Connection } from 'mongoose';
export const trusted = mongoose.trusted.bind(mongoose);

/** One connection per service (not the global one), so several services can share a test process. */
export async function connectMongo(url: string): Promise<Connection> {
  const connection = mongoose.createConnection(url, {
    serverSelectionTimeoutMS: 10_000,
    maxPoolSize: 20,
    autoIndex: true,
  });
  try {
    await connection.asPromise();
  } catch (error) {
    // A start retries with a fresh connection (retryAtStart): this one must not keep trying in the background.
    await connection.close().catch(() => undefined);
    throw error;
  }
  return connection;
}

/**
 * Creates each model's collection and indexes, one model after the other, before a service serves. mongoose starts
 * creating a model's collection as soon as the model is compiled; a syncIndexes() started alongside creates the
 * same collection at the same moment, which the local server's file storage refuses ("Document with key
 * 'rto_cart.carts' already existed"): a brand-new database failed a service's first start. Waiting for the model's
 * own start first removes the race. Safe to run again (a start retries it, see retryAtStart): mongoose keeps the
 * outcome of a model's own start, so a failed one is passed over and syncIndexes, which creates the collection if
 * it is missing, does its work again and reports its own failure.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function prepareCollections(...models: Array<Model<any>>): Promise<void> {
  for (const model of models) {
    await model.init().catch(() => undefined);
    await model.syncIndexes();
  }
}

export async function pingMongo(connection: Connection): Promise<void> {
  if (!connection.db) throw new Error('MongoDB not connected');
  await connection.db.admin().ping();
}

/** True for MongoDB's duplicate-key error (a unique index refused the write). */
export function isDuplicateKeyError(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}
