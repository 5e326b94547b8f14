import { buildOpenApiDocument } from '@rto/kit';
import { catalogContract } from '../../src/http/contract';
import { cleanKeyFeatures, editProduct, presentProduct, type ProductRecord } from '../../src/domain/product';

describe('products', () => {
  it('when the admin saves key features, then empty entries are dropped and the rest trimmed in order', () => {
    expect(cleanKeyFeatures(['  Quiet ', '', '   ', 'Energy Star'])).toEqual(['Quiet', 'Energy Star']);
    expect(cleanKeyFeatures(['', ''])).toEqual([]);
  });

  it('when a product is shown, then the price is in dollars and the photo is a path', () => {
    const shown = presentProduct({
      id: '65a000000000000000000001',
      name: 'Chest Freezer',
      monthlyPriceCents: 2550,
      photoId: '65a000000000000000000002',
      keyFeatures: ['7 cu ft'],
      combo: false,
      stockStatus: 'low',
      category: 'freezer',
      version: 3,
      units: { available: 2, reserved: 1, rented: 4, maintenance: 0 },
    });
    expect(shown).toEqual({
      _id: '65a000000000000000000001',
      name: 'Chest Freezer',
      monthly_price: 25.5,
      photo: '/photos/65a000000000000000000002',
      key_features: ['7 cu ft'],
      combo: false,
      stock_status: 'low',
      category: 'freezer',
      __v: 3,
      units: { available: 2, reserved: 1, rented: 4, maintenance: 0 },
    });
  });
});

describe("an admin's edit", () => {
  const freezer: ProductRecord = {
    id: '65a000000000000000000001',
    name: 'Chest Freezer',
    monthlyPriceCents: 2500,
    photoId: '65a000000000000000000002',
    keyFeatures: ['7 cu ft'],
    combo: false,
    stockStatus: 'available',
    category: 'freezer',
    version: 3,
    units: { available: 5, reserved: 0, rented: 0, maintenance: 0 },
  };

  it('when the form leaves out combo, key features and photo, then those stay and the rest takes the form\'s values at the new version', () => {
    expect(editProduct(freezer, { name: 'Big Freezer', monthlyPriceCents: 2999, stockStatus: 'rented' }, 4)).toEqual({
      ...freezer,
      name: 'Big Freezer',
      monthlyPriceCents: 2999,
      stockStatus: 'rented',
      version: 4,
    });
  });

  it('when the form sends combo, key features and a photo, then they replace the old ones', () => {
    const edited = editProduct(freezer, { name: freezer.name, monthlyPriceCents: 2500, stockStatus: 'available', combo: true, keyFeatures: [], photoId: 'p2' }, 4);
    expect(edited).toMatchObject({ combo: true, keyFeatures: [], photoId: 'p2' });
    expect(freezer).toMatchObject({ combo: false, keyFeatures: ['7 cu ft'], version: 3 });
  });
});

describe('the contract', () => {
  it('when the gateway documents the API, then the edit is a multipart form with a binary photo and the list is public', () => {
    const document = buildOpenApiDocument({ title: 't', version: '1' }, Object.values(catalogContract)) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }> }; security?: unknown }>>;
    };
    const update = document.paths['/updateProduct/{id}']!['put']!;
    const form = update.requestBody!.content['multipart/form-data']!.schema;
    expect(form.properties['photo']).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(form.properties)).toEqual(expect.arrayContaining(['name', 'monthly_price', 'stock_status', 'combo', 'key_features']));
    expect(update.security).toBeDefined();
    expect(document.paths['/getProducts']!['get']!.security).toBeUndefined();
    expect(document.paths['/photos/{id}']!['get']).toBeDefined();
  });
});
