import { formatCents as formatDollars } from '@rto/rules';
import { deliveryDayOf, receiptOf, type ReceiptOrder } from '../../src/domain/receipt';

const order: ReceiptOrder = {
  orderId: '65f0c0ffee0000000000abcd',
  items: [
    { name: 'Smart TV', monthlyPriceCents: 5500, tvSize: 55 },
    { name: 'Washer & Dryer Set', monthlyPriceCents: 6000, plugType: '3-prong' },
  ],
  monthlyTotalCents: 11554,
  deliveryFeeCents: 0,
  todayChargeCents: 11554,
  deliveryDate: '2030-06-10',
  deliveryTime: '3:00 PM',
  locationName: 'Indianapolis, Indiana',
};

describe('money in e-mails', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [4999, '$49.99'],
    [2500, '$25.00'],
    [123456789, '$1,234,567.89'],
  ])('when %i cents are shown, then they read %s', (cents, text) => {
    expect(formatDollars(cents)).toBe(text);
  });
});

describe('the order receipt', () => {
  it("when an order is placed, then the receipt lists every item per month, the monthly total, the delivery fee, today's payment, the slot and the place", () => {
    const mail = receiptOf(order, 'Jane Renter');
    expect(mail.subject).toBe('Your order receipt (ref. 0000ABCD)');
    expect(mail.text).toContain(
      [
        'Your rentals, per month:',
        '  - Smart TV (55-inch): $55.00',
        '  - Washer & Dryer Set (3-prong plug): $60.00',
        '',
        'Monthly total: $115.54',
        'Delivery fee: Free',
        "Today's payment: $115.54",
        '',
        'Delivery: Monday, June 10, 2030 at 3:00 PM',
        'Place: Indianapolis, Indiana',
      ].join('\n'),
    );
    expect(mail.text.startsWith('Hello Jane Renter,\n')).toBe(true);
  });

  it('when the amounts of the order do not add up as the storefront would, then the receipt still says what the order says', () => {
    // The order service prices orders; the receipt never adds them up again.
    const mail = receiptOf({ ...order, monthlyTotalCents: 1, todayChargeCents: 2 }, 'Jane');
    expect(mail.text).toContain('Monthly total: $0.01');
    expect(mail.text).toContain("Today's payment: $0.02");
  });

  it('when a name or a place holds markup, then the HTML shows it as text', () => {
    const mail = receiptOf({ ...order, locationName: '<img src=x onerror=alert(1)>' }, '<b>Jane</b> & "co"');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>Jane');
    expect(mail.html).toContain('&#60;b&#62;Jane&#60;/b&#62; &#38; &#34;co&#34;');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('when the customer has no name or the order no place, then the receipt greets plainly and speaks of the chosen address', () => {
    const mail = receiptOf({ ...order, locationName: ' ' }, '  ');
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.text).toContain('Place: the address you chose');
  });

  it('when the receipt says how each later month is paid, then it is true whether the card was saved or not, as the agreement says', () => {
    const mail = receiptOf(order, 'Jane');
    const due = 'the monthly total is due on the day of the month you chose.';
    const paid = 'It is drafted that day from the card you saved for recurring payments or, if you chose not to save one, invoiced by e-mail that day, to be paid with Pay Now on My Account.';
    expect(mail.text).toContain(`Your rental is month to month: ${due} ${paid}\n`);
    expect(mail.html).toContain(`<p>Your rental is month to month: ${due} ${paid}<br>`);
    // The old line promised a draft to customers who kept no card.
    expect(mail.text).not.toContain('is drafted on the day of the month you chose');
  });

  it.each([
    ['2030-06-10', 'Monday, June 10, 2030'],
    ['2031-01-01', 'Wednesday, January 1, 2031'],
    ['tomorrow', 'tomorrow'],
    ['2030-02-31', '2030-02-31'],
  ])('when the delivery date is %s, then the receipt says %s', (date, text) => {
    expect(deliveryDayOf(date)).toBe(text);
  });
});
