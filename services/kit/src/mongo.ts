import mongoose, { type Connection } from 'mongoose';

// Operators can never come from request input: a filter value like { "$gt": "" } is matched literally.
// Operators written in code are wrapped per path with mongoose.trusted(...).
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

export type { Connection } from 'mongoose';
export const trusted = mongoose.trusted.bind(mongoose);

/** One connection per service (not the global one), so several services can share a test process. */
export async function connectMongo(url: string): Promise<Connection> {
  const connection = mongoose.createConnection(url, {
    serverSelectionTimeoutMS: 10_000,
    maxPoolSize: 20,
    autoIndex: true,
  });
  await connection.asPromise();
  return connection;
}

export async function pingMongo(connection: Connection): Promise<void> {
  if (!connection.db) throw new Error('MongoDB not connected');
  await connection.db.admin().ping();
}

/** True for MongoDB's duplicate-key error (a unique index refused the write). */
export function isDuplicateKeyError(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}
