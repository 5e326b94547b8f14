import { changeUnderRevision, isDuplicateKeyError, newEvent, trusted, type Connection } from '@rto/kit';
import { Types, type PipelineStage } from 'mongoose';
import { editProduct, presentProduct, STOCK_STATUSES, type Category, type ProductChanges, type ProductRecord, type StockStatus } from '../domain/product';
import { productUpdated } from '@rto/contracts';
import { DEFAULT_UNITS, derivedStockStatus, unitsForStatus, type UnitCounts } from '../domain/units';
import { productModel, type ProductDocument } from './product.model';

const SOURCE = 'catalog';
const MAX_ATTEMPTS = 5;
const BUSY = 'This product is being changed by someone else, please try again';

/** The fields a product list needs: never the outbox. */
export const FIELDS = { name: 1, monthlyPriceCents: 1, photoId: 1, keyFeatures: 1, combo: 1, stockStatus: 1, category: 1, __v: 1, units: 1 } as const;

export type Lean = Pick<ProductDocument, '_id' | 'name' | 'monthlyPriceCents' | 'photoId' | 'keyFeatures' | 'combo' | 'stockStatus' | 'category' | '__v' | 'units'>;

export function toRecord(product: Lean): ProductRecord {
  return {
    id: String(product._id),
    name: product.name,
    monthlyPriceCents: product.monthlyPriceCents,
    photoId: String(product.photoId),
    keyFeatures: [...(product.keyFeatures ?? [])],
    combo: product.combo ?? false,
    stockStatus: product.stockStatus as StockStatus,
    category: product.category as Category,
    version: product.__v ?? 0,
    units: { ...DEFAULT_UNITS, ...(product.units ?? {}) } as UnitCounts,
  };
}

export const asObjectId = (id: string): Types.ObjectId | null => (/^[a-f\d]{24}$/i.test(id) ? new Types.ObjectId(id) : null);

/** A product of the first catalogue, ready to store. */
export interface SeedInput {
  key: string;
  position: number;
  name: string;
  monthlyPriceCents: number;
  keyFeatures: string[];
  combo: boolean;
  stockStatus: StockStatus;
  category: Category;
}

/** The only code that knows how products are stored. Every change that others must hear of carries its event. */
export function createProductRepository(connection: Connection) {
  const Product = productModel(connection);

  async function findById(id: string): Promise<ProductRecord | null> {
    const _id = asObjectId(id);
    if (!_id) return null;
    const product = await Product.findById(_id).select(FIELDS).lean<Lean>();
    return product ? toRecord(product) : null;
  }

  return {
    model: Product,

    findById,

    /** The seed keys already stored, so the seed draws and stores only what is missing. */
    async existingSeedKeys(): Promise<Set<string>> {
      const rows = await Product.find().select({ seedKey: 1 }).lean<Array<{ seedKey: string }>>();
      return new Set(rows.map((row) => row.seedKey));
    },

    /**
     * Adds a seed product unless one with its key exists; an existing one is left exactly as it is (the admin
     * may have edited it). True when it was added.
     */
    async seed(input: SeedInput, photoId: string): Promise<boolean> {
      try {
        const result = await Product.updateOne(
          { seedKey: input.key },
          {
            $setOnInsert: {
              name: input.name,
              monthlyPriceCents: input.monthlyPriceCents,
              photoId: new Types.ObjectId(photoId),
              keyFeatures: input.keyFeatures,
              combo: input.combo,
              stockStatus: input.stockStatus,
              category: input.category,
              position: input.position,
              units: unitsForStatus(input.stockStatus),
              unitsRevision: 0,
              outbox: [],
              __v: 0,
            },
          },
          { upsert: true },
        );
        return result.upsertedCount === 1;
      } catch (error) {
        // Another instance seeded it at the same moment.
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },

    async list({ page, limit }: { page: number; limit: number }): Promise<{ products: ProductRecord[]; total: number }> {
      const [products, total] = await Promise.all([
        Product.find().select(FIELDS).sort({ position: 1, _id: 1 }).skip((page - 1) * limit).limit(limit).lean<Lean[]>(),
        Product.countDocuments(),
      ]);
      return { products: products.map(toRecord), total };
    },

    /** How many products there are in each stock status (the admin's inventory figures); `createdSince`: of those added since. */
    async countsByStatus(createdSince?: Date): Promise<Record<StockStatus, number>> {
      const added: PipelineStage[] = createdSince ? [{ $match: { createdAt: { $gte: createdSince } } }] : [];
      const groups = await Product.aggregate<{ _id: StockStatus; count: number }>([...added, { $group: { _id: '$stockStatus', count: { $sum: 1 } } }]);
      const counts = Object.fromEntries(STOCK_STATUSES.map((status) => [status, 0])) as Record<StockStatus, number>;
      for (const group of groups) if (group._id in counts) counts[group._id] = group.count;
      return counts;
    },

    async findByIds(ids: string[]): Promise<ProductRecord[]> {
      const objectIds = ids.map(asObjectId).filter((id): id is Types.ObjectId => id !== null);
      if (objectIds.length === 0) return [];
      const products = await Product.find({ _id: trusted({ $in: objectIds }) }).select(FIELDS).lean<Lean[]>();
      return products.map(toRecord);
    },

    /**
     * Applies an admin's edit and records `product.updated` (the product as it now is, at its new version) in the
     * same single-document update, under the product's version (`__v`): an edit computed from a version another
     * edit replaced meanwhile is computed again. Null when there is no such product; a product that keeps changing
     * under the edit gives up as busy (nothing written, try again).
     */
    async update(id: string, changes: ProductChanges): Promise<ProductRecord | null> {
      const _id = asObjectId(id);
      if (!_id) return null;
      return changeUnderRevision<ProductDocument, ProductRecord | null>(
        Product,
        { _id },
        (stored, { revision }) => {
          if (!stored) return { unchanged: null };
          const current = toRecord(stored);
          // The status the units give is written with the edit itself: one product.updated, never a status the units deny.
          const next = editProduct(current, { ...changes, stockStatus: derivedStockStatus(changes.stockStatus, current.units) }, revision);
          return {
            set: {
              name: next.name,
              monthlyPriceCents: next.monthlyPriceCents,
              stockStatus: next.stockStatus,
              combo: next.combo,
              keyFeatures: next.keyFeatures,
              photoId: new Types.ObjectId(next.photoId),
            },
            events: [newEvent(SOURCE, productUpdated, presentProduct(next))],
            result: next,
          };
        },
        { revisionField: '__v', maxAttempts: MAX_ATTEMPTS, busyMessage: BUSY },
      );
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
