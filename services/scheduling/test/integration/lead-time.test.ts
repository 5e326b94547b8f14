import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadSchedulingConfig, startScheduling } from '@rto/scheduling';
import { addDays, bookableWindow, hourOfSlot, leadTimeMessage, PAST_SLOT_MESSAGE } from '../../src/domain/slots';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';
import { callInternal } from '../support/internal-api';

/**
 * The delivery lead time (DELIVERY_LEAD_HOURS) through the real gateway and scheduling: by default (24 hours) today
 * can never be booked and tomorrow can, from its first slot; the calendar starts at the first bookable day. A second
 * stack with 48 hours shows the setting honoured.
 */

const TIME_ZONE = 'America/Indiana/Indianapolis';

interface CalendarView {
  orders: Array<{ deliveryDate: string; deliveryTime: string }>;
  today: string;
  firstDay: string;
  leadHours: number;
  lastDay: string;
}

async function startStack(env: Record<string, string>) {
  const stack = await TestStack.start({
    services: {
      identity: (serviceEnv) => startIdentity(loadIdentityConfig(serviceEnv)),
      scheduling: (serviceEnv) => startScheduling(loadSchedulingConfig(serviceEnv)),
    },
    env: { DELIVERY_TIME_ZONE: TIME_ZONE, ...env },
  });
  const customer = await stack.registerCustomer({ email: stack.email('lead') });
  let orders = 0;
  return {
    stack,
    customer,
    claim: (deliveryDate: string, deliveryTime: string) =>
      callInternal<{ error?: string }>(stack.services['scheduling']!.url, 'POST', '/internal/bookings', {
        orderId: `lead-${stack.suffix}-${++orders}`,
        customerId: customer.id,
        deliveryDate,
        deliveryTime,
      }),
    calendar: (who: RegisteredCustomer = customer) => stack.call<CalendarView>('GET', '/verifyCalandar', { token: who.token }),
  };
}

type Running = Awaited<ReturnType<typeof startStack>>;
const today = () => bookableWindow(new Date(), { timeZone: TIME_ZONE, deliveryDays: [], horizonDays: 365 });

describe('the default lead time (24 hours)', () => {
  let running: Running;
  beforeAll(async () => {
    running = await startStack({});
  });
  afterAll(async () => {
    await running?.stack.stop();
  });

  it('when an order claims a slot later today, then 422 says how much notice a delivery needs and nothing is booked', async () => {
    const { today: date, hour } = today();
    const tomorrow = addDays(date, 1);
    // The day's last slot: still ahead of the clock until 7 PM there (after that the day's slots are past).
    const answer = await running.claim(date, '7:00 PM');
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe(hour < hourOfSlot('7:00 PM')! ? leadTimeMessage(24, tomorrow) : PAST_SLOT_MESSAGE);
    expect(answer.body.error).toMatch(/^(Deliveries need 24 hours' notice: please choose \w+day, \w+ \d{1,2} or later|This time slot has passed)/);
    const calendar = await running.calendar();
    expect(calendar.body.orders.filter((order) => order.deliveryDate === date)).toEqual([]);
  });

  it("when an order claims tomorrow's first slot, whatever the hour now, then it is booked (201)", async () => {
    const tomorrow = addDays(today().today, 1);
    expect(await running.claim(tomorrow, '8:00 AM')).toMatchObject({ status: 201 });
    expect((await running.calendar()).body.orders).toContainEqual({ deliveryDate: tomorrow, deliveryTime: '8:00 AM' });
  });

  it('when a customer reads the calendar, then it offers tomorrow first and lists nothing inside the lead time', async () => {
    const { body } = await running.calendar();
    const date = today().today;
    expect(body).toMatchObject({ today: date, firstDay: addDays(date, 1), leadHours: 24 });
    expect(body.orders.every((order) => order.deliveryDate >= body.firstDay)).toBe(true);
  });
});

describe('DELIVERY_LEAD_HOURS=48', () => {
  let running: Running;
  beforeAll(async () => {
    running = await startStack({ DELIVERY_LEAD_HOURS: '48' });
  });
  afterAll(async () => {
    await running?.stack.stop();
  });

  it('when an order claims tomorrow, then 422 names the day after as the first it can have; that day is booked', async () => {
    const date = today().today;
    const refused = await running.claim(addDays(date, 1), '3:00 PM');
    expect(refused).toEqual({ status: 422, body: { error: leadTimeMessage(48, addDays(date, 2)) } });
    expect(await running.claim(addDays(date, 2), '8:00 AM')).toMatchObject({ status: 201 });
  });

  it('when a customer reads the calendar, then its first day is the day after tomorrow', async () => {
    const { body } = await running.calendar();
    expect(body).toMatchObject({ firstDay: addDays(today().today, 2), leadHours: 48 });
  });
});
