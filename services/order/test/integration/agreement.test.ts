import { eventually } from '@rto/kit/testing';
import { agreementOf } from '../../../billing/test/support/png';
import { Types } from 'mongoose';
import type { RegisteredCustomer } from '../../../../test-support/stack';
import { Checkout, customerWithCart, type OrderView } from '../support/checkout';

/**
 * The agreement composed on the server (POST /draftAgreement) and read back for an order (GET /getAgreement/{orderId})
 * through the real gateway: priced from the server cart, kept under its hash, signed with storeBilling, kept with
 * the order, and only ever the caller's own.
 */

interface Drafted {
  agreementVersion: string;
  title: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
  hash: string;
  error?: string;
}
interface Kept extends Drafted {
  orderId: string;
  customerName: string;
  signedDate: string;
  signatureTimestamp: string;
  customerSignature: string;
  lessorSignature: string;
}

const ADDRESS = { street: '500 Monument Cir', unit: 'Suite 2', city: 'Indianapolis', state: 'IN', zipCode: '46204', accessNotes: 'Ring twice' };

let checkout: Checkout;
let renter: RegisteredCustomer;
let drafted: Drafted;
let order: OrderView;

const draft = (token: string, body: unknown) => checkout.stack.call<Drafted>('POST', '/draftAgreement', { token, body });
const kept = (token: string, orderId: string) => checkout.stack.call<{ agreement: Kept; error?: string }>('GET', `/getAgreement/${orderId}`, { token });
const textOf = (agreement: Pick<Drafted, 'sections'>) => agreement.sections.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n');

beforeAll(async () => {
  checkout = await Checkout.start();
  renter = await customerWithCart(checkout, 'agreement');
  const slot = checkout.freshSlot();
  const choice = checkout.choiceFor(slot, { deliveryAddress: ADDRESS });
  const answer = await draft(renter.token, { ...choice, draftDay: 15, customerName: renter.name });
  expect(answer.status).toBe(200);
  drafted = answer.body;
  expect((await checkout.storeBilling(renter.token, { agreement: agreementOf({ customerName: renter.name, agreementHash: drafted.hash }) })).status).toBe(201);
  const created = await checkout.createOrder(renter.token, choice);
  expect(created.status).toBe(201);
  order = created.body.order;
  await eventually(async () => expect((await checkout.recentOrder(renter.token)).body.data.status).toBe('active'), 20_000);
}, 60_000);

afterAll(() => checkout?.stop());

describe('POST /draftAgreement', () => {
  it("names the server cart's items with the TV size, their cost to own, the address, today's charge and the draft day", () => {
    expect(drafted.agreementVersion).toBe('1.0');
    expect(drafted.hash).toMatch(/^[0-9a-f]{64}$/);
    const text = textOf(drafted);
    const { tv, fridge } = checkout.products;
    expect(text).toContain(`${tv.name}, 50-inch screen`);
    expect(text).toContain(`Item 2: ${fridge.name}.`);
    expect(text).toContain('delivered to 500 Monument Cir, Suite 2, Indianapolis, IN 46204');
    expect(text).toContain('Access notes for the delivery: Ring twice');
    expect(text).toMatch(/on the 15th of each month \(the draft day\), the first draft on \w+day, \w+ 15, \d{4}\./);
    expect(text).toContain('Total of payments to own: 24 monthly payments of');
    expect(text).toContain(`and ${renter.name} (the "Lessee")`);
  });

  it('ignores prices and totals the client sends: the same text and hash come back', async () => {
    const other = await customerWithCart(checkout, 'agreement-prices');
    const body = { ...checkout.choiceFor(checkout.freshSlot(), { deliveryAddress: ADDRESS }), draftDay: 15, customerName: other.name };
    const honest = await draft(other.token, body);
    const answer = await draft(other.token, { ...body, totalCost: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.hash).toBe(honest.body.hash);
    expect(textOf(answer.body)).not.toContain('$1.00 per month');
    // Prices and items of its own are no field of the request: dropped, never used.
    const forged = await draft(other.token, { ...body, monthlyTotalCents: 1, items: [{ name: 'Free TV', monthlyPriceCents: 0 }] });
    expect(forged.status).toBe(200);
    expect(forged.body.hash).toBe(honest.body.hash);
    expect(textOf(forged.body)).not.toContain('Free TV');
  });

  it('answers the same request twice at once with the same text and hash, kept once', async () => {
    const other = await customerWithCart(checkout, 'agreement-twice');
    const body = { ...checkout.choiceFor(checkout.freshSlot()), draftDay: 3, customerName: other.name, typedSignature: other.name };
    const [first, second] = await Promise.all([draft(other.token, body), draft(other.token, body)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.hash).toBe(first.body.hash);
    expect(textOf(first.body)).toContain(`Signed electronically by typing the name "${other.name}".`);
    expect(textOf(first.body)).toContain('delivered to Indianapolis, Indiana');
    const drafts = (await checkout.database('order')).collection('agreement_drafts');
    expect(await drafts.countDocuments({ userId: other.id })).toBe(1);
  });

  it('when the same order is drafted with the card saved and not saved, then two texts with two hashes, and a request without the choice is the saved one', async () => {
    const other = await customerWithCart(checkout, 'agreement-save-card');
    const body = { ...checkout.choiceFor(checkout.freshSlot(), { deliveryAddress: ADDRESS }), draftDay: 15, customerName: other.name };
    const [unsaid, saved, notSaved] = await Promise.all([draft(other.token, body), draft(other.token, { ...body, saveCard: true }), draft(other.token, { ...body, saveCard: false })]);
    for (const answer of [unsaid, saved, notSaved]) expect(answer.status).toBe(200);
    expect(notSaved.body.hash).not.toBe(saved.body.hash);
    expect(unsaid.body.hash).toBe(saved.body.hash);
    expect(textOf(saved.body)).toMatch(/is drafted from that card on the 15th of each month \(the draft day\)/);
    expect(textOf(notSaved.body)).toMatch(/is invoiced by e-mail on the 15th of each month \(the draft day\), the first invoice on \w+day, \w+ 15, \d{4}, and the Lessee pays each invoice with Pay Now/);
    expect(textOf(notSaved.body)).toContain("to charge that card for today's payment only.");
    expect(textOf(notSaved.body)).not.toContain('drafted from that card on');
    const drafts = (await checkout.database('order')).collection('agreement_drafts');
    expect(await drafts.countDocuments({ userId: other.id })).toBe(2);
    const refused = await draft(other.token, { ...body, saveCard: 'no' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('saveCard');
  });

  it('refuses bad input with a clear error and keeps nothing, and answers no caller without a token', async () => {
    const other = await customerWithCart(checkout, 'agreement-bad');
    const base = { ...checkout.choiceFor(checkout.freshSlot()), draftDay: 15, customerName: other.name };
    for (const body of [{ ...base, draftDay: 29 }, { ...base, customerName: '' }, { ...base, deliveryAddress: { ...ADDRESS, zipCode: '90210' } }]) {
      const answer = await draft(other.token, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    const drafts = (await checkout.database('order')).collection('agreement_drafts');
    expect(await drafts.countDocuments({ userId: other.id })).toBe(0);
    expect((await checkout.stack.call('POST', '/draftAgreement', { body: base })).status).toBe(401);
  });
});

describe('GET /getAgreement/{orderId}', () => {
  it('answers the text signed for the order, with the same hash, the signatures and the signed date', async () => {
    const answer = await kept(renter.token, order._id);
    expect(answer.status).toBe(200);
    const { agreement } = answer.body;
    expect(agreement.hash).toBe(drafted.hash);
    expect(agreement.sections).toEqual(drafted.sections);
    expect(agreement).toMatchObject({ orderId: order._id, agreementVersion: '1.0', title: 'Rental Agreement', customerName: renter.name, signedDate: '5/14/2030' });
    expect(agreement.customerSignature).toMatch(/^data:image\/png;base64,/);
    expect(agreement.lessorSignature).toMatch(/^data:image\/png;base64,/);
    const billing = (await checkout.database('billing')).collection('agreements');
    expect(await billing.findOne({ userId: renter.id })).toMatchObject({ agreementHash: drafted.hash });
    const drafts = (await checkout.database('order')).collection('agreement_drafts');
    expect(await drafts.findOne({ userId: renter.id, hash: drafted.hash })).toMatchObject({ expiresAt: null, signedAt: expect.any(Date) });
  });

  it("answers 404 for another customer's order, 401 without a token, 400 for an id that is not one", async () => {
    const attacker = await checkout.customer('agreement-attacker');
    const stolen = await kept(attacker.token, order._id);
    expect(stolen.status).toBe(404);
    expect(JSON.stringify(stolen.body)).not.toContain(renter.name);
    expect((await kept(attacker.token, '0123456789abcdef01234567')).status).toBe(404);
    expect((await checkout.stack.call('GET', `/getAgreement/${order._id}`)).status).toBe(401);
    expect((await kept(renter.token, 'not-an-id')).status).toBe(400);
  });

  it('answers the same twice at once', async () => {
    const [first, second] = await Promise.all([kept(renter.token, order._id), kept(renter.token, order._id)]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });
});

describe("POST /storeBilling's agreementHash", () => {
  it('must be 64 hex characters when given', async () => {
    const other = await checkout.customer('agreement-hash');
    const answer = await checkout.storeBilling(other.token, { agreement: agreementOf({ agreementHash: 'not-a-hash' }) });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('agreementHash');
  });
});

describe('a customer whose cart is empty', () => {
  it('gets a 400 naming the empty cart, and no draft', async () => {
    const answer = await draft(renter.token, { ...checkout.choiceFor(checkout.freshSlot()), draftDay: 15, customerName: renter.name });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/cart is empty/);
  });
});

describe("POST /createOrder's agreementHash (issue 21, item 7): the order is the one the customer signed for", () => {
  const ordersOf = async (userId: string) => (await checkout.database('order')).collection('orders').countDocuments({ user: userId });
  const storedOrder = async (orderId: string) => (await checkout.database('order')).collection('orders').findOne({ _id: new Types.ObjectId(orderId) });

  it('when the cart changed after the draft, then 409 agreement-changed, nothing placed, the slot free; drafted again, the order is placed and keeps the hash', async () => {
    const customer = await customerWithCart(checkout, 'agreement-changed');
    const choice = checkout.choiceFor(checkout.freshSlot(), { deliveryAddress: ADDRESS });
    const first = await draft(customer.token, { ...choice, draftDay: 15, customerName: customer.name });
    // Another tab adds an item after the agreement was written.
    await checkout.fillCart(customer.token, [{ ...checkout.products.tv, tvSize: 50 }, { ...checkout.products.fridge }, { ...checkout.products.fridge }]);
    const refused = await checkout.createOrder(customer.token, { ...choice, agreementHash: first.body.hash });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: 'Your order changed after the agreement was written. Please read and sign the agreement again.', code: 'agreement-changed' });
    expect(await ordersOf(customer.id)).toBe(0);

    // Read and signed again: the same slot is still free, and the order names the agreement it was placed with.
    const second = await draft(customer.token, { ...choice, draftDay: 15, customerName: customer.name });
    expect(second.body.hash).not.toBe(first.body.hash);
    const placed = await checkout.createOrder(customer.token, { ...choice, agreementHash: second.body.hash });
    expect(placed.status).toBe(201);
    expect(await storedOrder(placed.body.order._id)).toMatchObject({ agreementHash: second.body.hash, deliveryTime: choice.deliveryTime });
    expect((await checkout.bookingOf(placed.body.order._id)).body.booking?.status).toEqual(expect.any(String));
  });

  it("when the hash is another customer's, unknown or malformed, then 422 (or 400) and nothing is placed", async () => {
    const attacker = await customerWithCart(checkout, 'agreement-stolen');
    const choice = checkout.choiceFor(checkout.freshSlot());
    const stolen = await checkout.createOrder(attacker.token, { ...choice, agreementHash: drafted.hash });
    expect(stolen.status).toBe(422);
    expect(stolen.body).toEqual({ error: 'The agreement you signed is no longer on file. Please open the agreement again.', code: 'agreement-not-on-file' });
    expect((await checkout.createOrder(attacker.token, { ...choice, agreementHash: 'f'.repeat(64) })).status).toBe(422);
    const malformed = await checkout.createOrder(attacker.token, { ...choice, agreementHash: 'F'.repeat(64) });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain('agreementHash');
    expect(await ordersOf(attacker.id)).toBe(0);
  });

  it("when the order was placed with its own agreement, then GET /getAgreement answers that text rather than billing's", async () => {
    const customer = await customerWithCart(checkout, 'agreement-own');
    const choice = checkout.choiceFor(checkout.freshSlot(), { deliveryAddress: ADDRESS });
    const billed = await draft(customer.token, { ...choice, draftDay: 15, customerName: customer.name });
    const ordered = await draft(customer.token, { ...choice, draftDay: 3, customerName: customer.name });
    expect(ordered.body.hash).not.toBe(billed.body.hash);
    expect((await checkout.storeBilling(customer.token, { agreement: agreementOf({ customerName: customer.name, agreementHash: billed.body.hash }) })).status).toBe(201);
    const placed = await checkout.createOrder(customer.token, { ...choice, agreementHash: ordered.body.hash });
    expect(placed.status).toBe(201);
    const answer = await eventually(async () => {
      const found = await kept(customer.token, placed.body.order._id);
      expect(found.status).toBe(200);
      return found;
    }, 20_000);
    expect(answer.body.agreement.hash).toBe(ordered.body.hash);
    expect(answer.body.agreement.sections).toEqual(ordered.body.sections);
    // Kept for good: the order names it.
    const drafts = (await checkout.database('order')).collection('agreement_drafts');
    expect(await drafts.findOne({ userId: customer.id, hash: ordered.body.hash })).toMatchObject({ expiresAt: null, signedAt: expect.any(Date) });
  });
});
