import type { Model, RootFilterQuery } from 'mongoose';

/** The ids of a collection's documents that match `filter`: only the ids leave the database. */
export async function idsWhere<T>(model: Model<T>, filter: RootFilterQuery<T>): Promise<string[]> {
  const docs = await model.find(filter).select({ _id: 1 }).lean();
  return docs.map((doc) => String(doc._id));
}
