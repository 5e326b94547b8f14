import { inflateSync } from 'node:zlib';
import { CATEGORIES } from '../../src/domain/product';
import { SCHEDULE_A_MONTHLY_CENTS } from '../../src/domain/schedule-a';
import { SEED_CATALOGUE } from '../../src/store/seed/catalogue';
import { drawIllustration } from '../../src/store/seed/illustrations';
import { crc32 } from '../../src/store/seed/png';

describe('the seed catalogue', () => {
  let photos: Buffer[];
  beforeAll(() => {
    photos = SEED_CATALOGUE.map((product) => drawIllustration(product.category, product.illustration));
  });

  it('when the storefront first opens, then every category has at least two products', () => {
    for (const category of CATEGORIES) {
      expect(SEED_CATALOGUE.filter((product) => product.category === category).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('when prices are shown, then they are Schedule A: TVs $1 per inch, refrigerators $40, freezers $25, stoves $35, sets $60', () => {
    const expected = { tv: 100, refrigerator: 4000, freezer: 2500, stove: 3500, combo: 6000 } as const;
    for (const product of SEED_CATALOGUE) {
      expect(product.monthlyPriceCents).toBe(SCHEDULE_A_MONTHLY_CENTS[product.category]);
      if (product.category in expected) expect(product.monthlyPriceCents).toBe(expected[product.category as keyof typeof expected]);
      expect(Number.isInteger(product.monthlyPriceCents)).toBe(true);
    }
    expect(SCHEDULE_A_MONTHLY_CENTS.washer + SCHEDULE_A_MONTHLY_CENTS.dryer).toBe(SCHEDULE_A_MONTHLY_CENTS.combo);
  });

  it('when the storefront opens the TV size picker for names containing "tv", then exactly the TVs open it', () => {
    for (const product of SEED_CATALOGUE) {
      expect(/tv/i.test(product.name)).toBe(product.category === 'tv');
    }
    expect(SEED_CATALOGUE.filter((product) => product.category === 'tv').every((product) => product.name.includes('TV'))).toBe(true);
  });

  it('when a customer looks for scarce items, then at least one shows low stock', () => {
    expect(SEED_CATALOGUE.some((product) => product.stockStatus === 'low')).toBe(true);
  });

  it('when combo sets are listed, then exactly they are marked combo and named as sets', () => {
    for (const product of SEED_CATALOGUE) {
      expect(product.combo).toBe(product.category === 'combo');
      if (product.combo) expect(product.name).toMatch(/Washer & Dryer Combo Set/);
    }
  });

  it('when products are described, then each has 3 to 5 real key features and a unique key and name', () => {
    for (const product of SEED_CATALOGUE) {
      expect(product.keyFeatures.length).toBeGreaterThanOrEqual(3);
      expect(product.keyFeatures.length).toBeLessThanOrEqual(5);
      for (const feature of product.keyFeatures) expect(feature.trim()).toBe(feature);
    }
    expect(new Set(SEED_CATALOGUE.map((product) => product.key)).size).toBe(SEED_CATALOGUE.length);
    expect(new Set(SEED_CATALOGUE.map((product) => product.name)).size).toBe(SEED_CATALOGUE.length);
  });

  it('when every product gets its photo, then each is a valid PNG with correct checksums and pixel data', () => {
    for (const png of photos) {
      let offset = 8;
      const data: Buffer[] = [];
      while (offset < png.length) {
        const length = png.readUInt32BE(offset);
        const type = png.subarray(offset + 4, offset + 8).toString('ascii');
        expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)));
        if (type === 'IDAT') data.push(png.subarray(offset + 8, offset + 8 + length));
        offset += 12 + length;
      }
      expect(inflateSync(Buffer.concat(data)).length).toBe((480 * 3 + 1) * 360);
    }
  });

  it('when two products of a category are drawn, then their photos differ', () => {
    expect(new Set(photos.map((png) => png.toString('base64'))).size).toBe(SEED_CATALOGUE.length);
  });
});
