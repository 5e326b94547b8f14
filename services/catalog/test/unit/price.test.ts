import { centsToDollars } from '@rto/rules';
import { parsePriceToCents, PRICE_INVALID, PRICE_MISSING, PRICE_TOO_HIGH } from '../../src/domain/price';

describe('monthly price', () => {
  it.each([
    ['40', 4000],
    ['12.5', 1250],
    ['12.50', 1250],
    [' 0.29 ', 29],
    ['0', 0],
    ['19.99', 1999],
    [60, 6000],
    [0.1, 10],
  ])('when the form sends %j, then it is stored as %i cents', (input, cents) => {
    expect(parsePriceToCents(input)).toEqual({ ok: true, cents });
  });

  it.each([['-1'], ['1.234'], ['abc'], ['1e3'], ['12,50'], ['$40'], ['.5'], [-3], [Number.NaN], [{ $gt: 0 }], [true]])(
    'when the form sends %j, then it is refused as not a price',
    (input) => {
      expect(parsePriceToCents(input)).toEqual({ ok: false, error: PRICE_INVALID });
    },
  );

  it.each([[undefined], [''], ['   '], [null]])('when the price is missing (%j), then it asks for one', (input) => {
    expect(parsePriceToCents(input)).toEqual({ ok: false, error: PRICE_MISSING });
  });

  it('when the price is absurdly high, then it is refused', () => {
    expect(parsePriceToCents('100000.01')).toEqual({ ok: false, error: PRICE_TOO_HIGH });
    expect(parsePriceToCents('100000')).toEqual({ ok: true, cents: 10_000_000 });
  });

  it('when cents are shown, then they are dollars with cents and no float noise', () => {
    expect(centsToDollars(4000)).toBe(40);
    expect(centsToDollars(1250)).toBe(12.5);
    expect(centsToDollars(29)).toBe(0.29);
    expect(centsToDollars(1999)).toBe(19.99);
  });
});
