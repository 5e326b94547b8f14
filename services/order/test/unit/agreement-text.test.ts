import { agreementHash, canonicalAgreement } from '../../src/domain/agreement-hash';
import type { AgreementTerms } from '../../src/domain/agreement-terms';
import { composeAgreement, itemName } from '../../src/domain/agreement-text';
import { priceOrder } from '../../src/domain/pricing';
import { product } from '../support/catalog-product';

const tv = product('a'.repeat(24), 'Smart LED TV', 100, { category: 'tv' });
const fridge = product('b'.repeat(24), 'Refrigerator', 4_000);
const washerDryer = product('c'.repeat(24), 'Washer and Dryer Set', 6_000, { combo: true, category: 'combo' });

const address = { street: '123 Main St', unit: 'Apt 4', city: 'Carmel', state: 'IN', zipCode: '46032', accessNotes: 'Gate code 1234, two flights of stairs' };

function terms(overrides: Partial<AgreementTerms> = {}): AgreementTerms {
  return {
    customerName: 'Jane Doe',
    order: priceOrder(
      [
        { productId: tv.id, name: tv.name, tvSize: 55 },
        { productId: washerDryer.id, name: washerDryer.name, comboItem: { plugType: '3-prong', plugDescription: '240V dryer outlet' } },
      ],
      [tv, washerDryer],
    ),
    delivery: { date: '2026-11-27', time: '3:00 PM', locationName: 'Carmel, Indiana', address },
    draftDay: 15,
    saveCard: true,
    now: new Date('2026-11-26T15:00:00Z'),
    ...overrides,
  };
}

const textOf = (overrides: Partial<AgreementTerms> = {}) => {
  const agreement = composeAgreement(terms(overrides));
  return agreement.sections.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n');
};

describe('composing the rental agreement', () => {
  it('names each item with its TV size or plug type, its monthly price, payments to own, total cost to own and cash price', () => {
    const text = textOf();
    expect(text).toContain('Item 1: Smart LED TV, 55-inch screen. Monthly rent $55.00; number of monthly payments to own 24; total cost to own $1,320.00; cash price $660.00; cost of rental over the cash price $660.00.');
    expect(text).toContain('Item 2: Washer and Dryer Set, plug type 3-prong (240V dryer outlet). Monthly rent $60.00; number of monthly payments to own 24; total cost to own $1,440.00; cash price $720.00');
    expect(itemName({ name: 'Refrigerator' })).toBe('Refrigerator');
  });

  it("states today's charge by line, the monthly rent, the draft day and the first draft date, in cents exactly", () => {
    const text = textOf();
    expect(text).toContain("Charged today with the card the Lessee entered: first month's rent $115.00; delivery fee $0.00 (free for two or more items); total charged today $115.00.");
    expect(text).toContain("Each later month's rent of $115.00 is drafted from that card on the 15th of each month (the draft day), the first draft on Tuesday, December 15, 2026.");

    const single = textOf({ order: priceOrder([{ productId: fridge.id, name: fridge.name }], [fridge]), draftDay: 28 });
    expect(single).toContain("first month's rent $40.00; delivery fee $25.00; total charged today $65.00.");
    expect(single).toContain('on the 28th of each month (the draft day), the first draft on Saturday, November 28, 2026.');
  });

  it('delivers to the street address with its access notes, or to the place name when there is none', () => {
    expect(textOf()).toContain('delivered to 123 Main St, Apt 4, Carmel, IN 46032 on Friday, November 27, 2026 at 3:00 PM');
    expect(textOf()).toContain('Access notes for the delivery: Gate code 1234, two flights of stairs');
    const noAddress = textOf({ delivery: { date: '2026-11-27', time: '3:00 PM', locationName: 'Carmel, Indiana' } });
    expect(noAddress).toContain('delivered to Carmel, Indiana on Friday, November 27, 2026 at 3:00 PM');
    expect(noAddress).not.toContain('Access notes');
  });

  it("makes the disclosures of Indiana's rental-purchase law and keeps the clauses of the text it replaces", () => {
    const text = textOf();
    expect(text).toContain('Total of payments to own: 24 monthly payments of $115.00, $2,760.00 in all');
    expect(text).toContain('Cash price of the property: $1,380.00. Cost of rental: the total of payments to own is $1,380.00 more than the cash price.');
    expect(text).toContain('Early purchase option: at any time the Lessee may buy a rented item by paying 50% of its monthly payments still to make (today, before the first payment, $1,380.00');
    expect(text).toMatch(/the Lessor is responsible for repairing the property when it fails through normal use, at no charge/);
    expect(text).toContain('more than 90 days after its draft date, the Lessor may end this Agreement and repossess the property');
    expect(text).toContain('This Agreement runs from month to month');
    expect(text).toContain('at any time without paying any fee or penalty for returning it');
    expect(text).toContain('governed by the laws of the State of Indiana');
    expect(text).toContain('Televisions: $1 per inch of screen per month');
    expect(text).toContain('made on November 26, 2026 between Rent-to-Own Appliance (the "Lessor") and Jane Doe (the "Lessee")');
  });

  it('says how the Lessee signs: drawn, or by typing their name', () => {
    expect(textOf()).toContain('by drawing their signature');
    expect(textOf({ typedSignature: 'Jane Doe' })).toContain('Signed electronically by typing the name "Jane Doe".');
  });
});

describe('how the agreement says the monthly rent is collected', () => {
  const paymentOf = (saveCard: boolean) => composeAgreement(terms({ saveCard })).sections.find((section) => section.heading === '3. Rent and payment')?.paragraphs.join('\n') ?? '';

  it('when the card is saved for recurring payments, then each month is drafted from it and the Lessee authorises charging it for the rent', () => {
    const payment = paymentOf(true);
    expect(payment).toContain("Each later month's rent of $115.00 is drafted from that card on the 15th of each month (the draft day), the first draft on Tuesday, December 15, 2026.");
    expect(payment).toContain('The Lessee authorises the Lessor and its card payment provider to charge that card for the rent, the fees of this Agreement and nothing else.');
    expect(payment).not.toMatch(/invoice/i);
  });

  it('when the card is not saved, then each month is invoiced by e-mail on the draft day to pay with Pay Now, and the card is authorised for today only', () => {
    const payment = paymentOf(false);
    expect(payment).toContain("The Lessee chose not to keep that card for recurring payments: it is removed once today's payment is made.");
    expect(payment).toContain(
      "Each later month's rent of $115.00 is invoiced by e-mail on the 15th of each month (the draft day), the first invoice on Tuesday, December 15, 2026, and the Lessee pays each invoice with Pay Now on their account by its due date, the draft day.",
    );
    expect(payment).toContain("The Lessee authorises the Lessor and its card payment provider to charge that card for today's payment only.");
    expect(payment).not.toContain('drafted from that card on');
    expect(payment).not.toContain('to charge that card for the rent');
    expect(payment).toContain("Charged today with the card the Lessee entered: first month's rent $115.00");
  });

  it('when only the choice differs, then every other section is word for word the same', () => {
    const others = (saveCard: boolean) => composeAgreement(terms({ saveCard })).sections.filter((section) => section.heading !== '3. Rent and payment');
    expect(others(false)).toEqual(others(true));
    expect(others(true)).toHaveLength(composeAgreement(terms()).sections.length - 1);
  });
});

describe("the agreement's late fees", () => {
  it("states the fee really charged under Indiana's law: $8 once, after 5 days, never on a payment made on time", () => {
    const text = textOf();
    expect(text).toContain(
      'A payment not received by its draft date is late. A payment still unpaid 30 days after its draft date is charged one late fee of $8.00, once, however long it stays unpaid; no late fee is charged on a payment made on time.',
    );
  });

  it("says the store's schedule is capped by the governing law, and no longer promises its cumulative fees", () => {
    const text = textOf();
    expect(text).toContain(
      "The Lessor's standard schedule of late fees, $25.00 when it is 30 days late, a further $35.00 at 60 days, a further $50.00 at 90 days ($110.00 in all for one payment), is capped by the governing law (Indiana Code 24-7-5-5)",
    );
    expect(text).not.toContain('Late fees are cumulative');
    expect(text).not.toMatch(/charged late fees that add up/);
  });

  it('keeps the repossession clause: beyond 90 days late', () => {
    expect(textOf()).toContain('If a payment is still unpaid more than 90 days after its draft date, the Lessor may end this Agreement and repossess the property, after notice to the Lessee.');
  });
});

describe("the agreement's fingerprint", () => {
  it('is the SHA-256 of the canonical text: the same terms give the same hash', () => {
    const hash = agreementHash(composeAgreement(terms()));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(agreementHash(composeAgreement(terms()))).toBe(hash);
    expect(canonicalAgreement(composeAgreement(terms()))).toContain('"Rental Agreement"');
  });

  it.each<[string, Partial<AgreementTerms>]>([
    ['the TV size', { order: priceOrder([{ productId: tv.id, name: tv.name, tvSize: 65 }, { productId: fridge.id, name: fridge.name }], [tv, fridge]) }],
    ['a price', { order: priceOrder([{ productId: tv.id, name: tv.name, tvSize: 55 }, { productId: fridge.id, name: fridge.name }], [{ ...tv, monthlyPriceCents: 101 }, fridge]) }],
    ['the draft day', { draftDay: 16 }],
    ['the delivery time', { delivery: { date: '2026-11-27', time: '4:00 PM', address } }],
    ['the address', { delivery: { date: '2026-11-27', time: '3:00 PM', address: { ...address, unit: 'Apt 5' } } }],
    ['the name', { customerName: 'John Doe' }],
    ['the signing', { typedSignature: 'Jane Doe' }],
    ['the save-card choice', { saveCard: false }],
    ['the day', { now: new Date('2026-11-27T15:00:00Z') }],
  ])('changes when %s changes', (_what, change) => {
    expect(agreementHash(composeAgreement(terms(change)))).not.toBe(agreementHash(composeAgreement(terms())));
  });

  it('changes when one figure of the text changes by a cent', () => {
    const agreement = composeAgreement(terms());
    const altered = { ...agreement, sections: agreement.sections.map((section) => ({ ...section, paragraphs: section.paragraphs.map((p) => p.replace('$115.00', '$115.01')) })) };
    expect(agreementHash(altered)).not.toBe(agreementHash(agreement));
  });
});
