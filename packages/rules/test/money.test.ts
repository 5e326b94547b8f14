import { centsToDollars, dollarsToCents, formatCents, sumDollars } from '../src/money';

describe('money', () => {
  it('when cents are shown as dollars, then they keep their cents exactly', () => {
    expect(centsToDollars(4000)).toBe(40);
    expect(centsToDollars(1250)).toBe(12.5);
    expect(centsToDollars(1999)).toBe(19.99);
  });

  it('when a dollar amount is taken in, then it becomes whole cents, rounded to the nearest cent', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.295)).toBe(30);
    expect(dollarsToCents(40)).toBe(4000);
  });

  it('when dollar amounts are added, then no floating-point drift shows', () => {
    expect(sumDollars([0.1, 0.2])).toBe(0.3);
    expect(sumDollars([19.99, 29.99, 0.1])).toBe(50.08);
    expect(sumDollars([])).toBe(0);
  });

  it('when cents are formatted, then they read as US dollars with two decimals', () => {
    expect(formatCents(11499)).toBe('$114.99');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(0)).toBe('$0.00');
  });
});
