import { DomainError } from '@rto/kit';
import {
  addDays,
  bookableWindow,
  checkBookable,
  DEFAULT_SLOT,
  freeSlots,
  hourOfSlot,
  isCalendarDate,
  isFullDay,
  isPast,
  labelOfHour,
  monthsBetween,
  parseDeliveryDays,
  proposedSlot,
  SLOT_LABELS,
  zonedClock,
  type DeliverySchedule,
} from '../../src/domain/slots';

const INDIANAPOLIS = 'America/Indiana/Indianapolis';
const everyDay: DeliverySchedule = { timeZone: INDIANAPOLIS, deliveryDays: [0, 1, 2, 3, 4, 5, 6], horizonDays: 365 };

/** The refusal `checkBookable` throws, as the caller reads it. */
function refusalOf(choice: { deliveryDate: string; deliveryTime: string }, now: Date, schedule = everyDay): string | undefined {
  try {
    checkBookable(choice, schedule, now);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('invalid');
    return (error as Error).message;
  }
}

describe('slot labels', () => {
  it('when the day is laid out, then it has 12 hourly slots from 8:00 AM to 7:00 PM, labelled as the storefront shows them', () => {
    expect(SLOT_LABELS).toEqual(['8:00 AM', '9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM', '5:00 PM', '6:00 PM', '7:00 PM']);
    expect(DEFAULT_SLOT).toBe('3:00 PM');
  });

  it('when a label is read back, then only the 12 exact labels have an hour', () => {
    expect(hourOfSlot('3:00 PM')).toBe(15);
    expect(hourOfSlot('12:00 PM')).toBe(12);
    expect(hourOfSlot('8:00 AM')).toBe(8);
    for (const other of ['15:00', '3:00 pm', '03:00 PM', '3 PM', '7:00 AM', '8:00 PM', '12:00 AM', ' 3:00 PM', '']) expect(hourOfSlot(other)).toBeUndefined();
    expect(labelOfHour(0)).toBe('12:00 AM');
  });
});

describe('past in the delivery zone', () => {
  // 03:30 UTC on 1 June is 11:30 PM on 31 May in Indianapolis (EDT, UTC-4): a new day in UTC, not yet there.
  const justAfterUtcMidnight = new Date('2030-06-01T03:30:00Z');

  it('when UTC has passed midnight but the zone has not, then today is still the zone’s date and its evening slots are past', () => {
    expect(zonedClock(justAfterUtcMidnight, INDIANAPOLIS)).toEqual({ date: '2030-05-31', hour: 23 });
    expect(bookableWindow(justAfterUtcMidnight, everyDay).today).toBe('2030-05-31');
    expect(isPast('2030-05-31', '7:00 PM', justAfterUtcMidnight, INDIANAPOLIS)).toBe(true);
    // The zone's tomorrow is UTC's today: all of it is still ahead.
    expect(isPast('2030-06-01', '8:00 AM', justAfterUtcMidnight, INDIANAPOLIS)).toBe(false);
    expect(freeSlots('2030-05-31', [], everyDay, justAfterUtcMidnight)).toEqual([]);
    expect(freeSlots('2030-06-01', [], everyDay, justAfterUtcMidnight)).toEqual(SLOT_LABELS);
  });

  it('when the zone has passed midnight but UTC is still on the day before (a zone east of UTC), then the earlier date is past', () => {
    const tokyoSchedule = { ...everyDay, timeZone: 'Asia/Tokyo' };
    // 20:00 UTC on 31 May is 5:00 AM on 1 June in Tokyo.
    const now = new Date('2030-05-31T20:00:00Z');
    expect(refusalOf({ deliveryDate: '2030-05-31', deliveryTime: '3:00 PM' }, now, tokyoSchedule)).toBe('This delivery date has passed, please choose another date');
    expect(refusalOf({ deliveryDate: '2030-06-01', deliveryTime: '8:00 AM' }, now, tokyoSchedule)).toBeUndefined();
  });

  it('when a slot’s start hour has come in the zone, then it is past; a later one is not', () => {
    // 19:10 UTC = 3:10 PM in Indianapolis.
    const now = new Date('2030-06-03T19:10:00Z');
    expect(isPast('2030-06-03', '3:00 PM', now, INDIANAPOLIS)).toBe(true);
    expect(isPast('2030-06-03', '4:00 PM', now, INDIANAPOLIS)).toBe(false);
    expect(refusalOf({ deliveryDate: '2030-06-03', deliveryTime: '2:00 PM' }, now)).toBe('This time slot has passed, please choose a later one');
    expect(refusalOf({ deliveryDate: '2030-06-03', deliveryTime: '4:00 PM' }, now)).toBeUndefined();
    expect(freeSlots('2030-06-03', [], everyDay, now)).toEqual(['4:00 PM', '5:00 PM', '6:00 PM', '7:00 PM']);
  });

  it('when the zone changes to winter time, then the same UTC hour is an hour earlier there', () => {
    // 19:10 UTC in December = 2:10 PM EST (UTC-5).
    const now = new Date('2030-12-03T19:10:00Z');
    expect(isPast('2030-12-03', '2:00 PM', now, INDIANAPOLIS)).toBe(true);
    expect(isPast('2030-12-03', '3:00 PM', now, INDIANAPOLIS)).toBe(false);
  });
});

describe('bookable choices', () => {
  const now = new Date('2030-06-03T12:00:00Z'); // 8:00 AM on Monday 3 June in Indianapolis

  it.each([
    [{ deliveryDate: '2030-06-31', deliveryTime: '3:00 PM' }, 'Delivery date must be a date like 2030-06-30'],
    [{ deliveryDate: '06/30/2030', deliveryTime: '3:00 PM' }, 'Delivery date must be a date like 2030-06-30'],
    [{ deliveryDate: '2030-06-10', deliveryTime: '15:00' }, 'Delivery time must be one of the 12 delivery slots, 8:00 AM to 7:00 PM'],
    [{ deliveryDate: '2030-06-10', deliveryTime: '8:00 PM' }, 'Delivery time must be one of the 12 delivery slots, 8:00 AM to 7:00 PM'],
    [{ deliveryDate: '2030-06-02', deliveryTime: '3:00 PM' }, 'This delivery date has passed, please choose another date'],
    [{ deliveryDate: '2030-06-03', deliveryTime: '8:00 AM' }, 'This time slot has passed, please choose a later one'],
    [{ deliveryDate: '2031-06-04', deliveryTime: '3:00 PM' }, 'Deliveries can be booked at most 365 days ahead'],
  ])('when %j is asked for, then it is refused: %s', (choice, message) => {
    expect(refusalOf(choice, now)).toBe(message);
  });

  it('when deliveries are on weekdays only, then a Saturday or Sunday is refused and has no free slot, a Monday is fine', () => {
    const weekdays = { ...everyDay, deliveryDays: parseDeliveryDays('Mon,Tue,Wed,Thu,Fri')! };
    expect(refusalOf({ deliveryDate: '2030-06-08', deliveryTime: '3:00 PM' }, now, weekdays)).toBe('We do not deliver on Saturdays');
    expect(refusalOf({ deliveryDate: '2030-06-09', deliveryTime: '3:00 PM' }, now, weekdays)).toBe('We do not deliver on Sundays');
    expect(freeSlots('2030-06-09', [], weekdays, now)).toEqual([]);
    expect(refusalOf({ deliveryDate: '2030-06-10', deliveryTime: '3:00 PM' }, now, weekdays)).toBeUndefined();
  });

  it('when the delivery days setting is read, then names, short names and "every day" work and nonsense is refused', () => {
    expect(parseDeliveryDays('Mon,Tue,Wed,Thu,Fri')).toEqual([1, 2, 3, 4, 5]);
    expect(parseDeliveryDays(' saturday, SUN ')).toEqual([0, 6]);
    expect(parseDeliveryDays('every day')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(parseDeliveryDays('')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(parseDeliveryDays('Mon,Funday')).toBeUndefined();
    expect(parseDeliveryDays('M')).toBeUndefined();
  });
});

describe('full days and the proposed slot', () => {
  const now = new Date('2030-06-03T12:00:00Z');

  it('when all 12 slots of a day are booked, then the day is full and has no free slot; 11 of 12 is not full', () => {
    expect(isFullDay(SLOT_LABELS)).toBe(true);
    expect(freeSlots('2030-06-10', SLOT_LABELS, everyDay, now)).toEqual([]);
    expect(isFullDay(SLOT_LABELS.slice(1))).toBe(false);
    expect(freeSlots('2030-06-10', SLOT_LABELS.slice(1), everyDay, now)).toEqual(['8:00 AM']);
  });

  it('when 3:00 PM is free, then it is proposed; when taken, the first free slot; when none, nothing', () => {
    expect(proposedSlot(freeSlots('2030-06-10', [], everyDay, now))).toBe('3:00 PM');
    expect(proposedSlot(freeSlots('2030-06-10', ['3:00 PM', '8:00 AM'], everyDay, now))).toBe('9:00 AM');
    expect(proposedSlot([])).toBeNull();
  });
});

describe('dates and months', () => {
  it('when dates are checked and moved, then leap days and month ends are right', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2030-02-29')).toBe(false);
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('when the months of a window are listed, then each month from the first to the last is there once', () => {
    expect(monthsBetween('2030-11-15', '2031-02-01')).toEqual(['2030-11', '2030-12', '2031-01', '2031-02']);
    expect(monthsBetween('2030-06-03', '2030-06-30')).toEqual(['2030-06']);
  });
});
