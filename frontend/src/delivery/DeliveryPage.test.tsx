import { focusManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Booking, BookingsResponse, GeocodeResult, ServerCartResponse } from '../api';
import { jsonResponse, mockFetch, type RecordedCall } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { DELIVERY_SLOTS } from './delivery-rules';
import { projectPoint } from './us-map';

// The server's today is far ahead of any real clock, so no slot of "today" has passed yet whenever this runs.
const TODAY = '2030-06-12'; // a Wednesday

// The delivery choice is kept in session storage (Back and reload): each test starts a new checkout.
beforeEach(() => window.sessionStorage.clear());

const fridge = { id: 'fridge1', name: 'French Door Refrigerator', monthly_price: 40, photo: '/photos/fridge1' };
const tv = { id: 'tv1', name: 'Samsung Smart TV', monthly_price: 55, photo: '/photos/tv1', tvSize: 55 as const };
const combo = {
  id: 'combo1',
  name: 'Washer & Dryer Set',
  monthly_price: 60,
  photo: '/photos/combo1',
  comboItem: { plugType: '4-prong' as const, plugDescription: '4-prong 220V USA Homes' },
};

const indianapolis: GeocodeResult = { id: 'in-indy', name: 'Indianapolis', placeName: 'Indianapolis, Indiana, United States', lat: 39.7684, lng: -86.1581, kind: 'place' };
const indianola: GeocodeResult = { id: 'ia-indianola', name: 'Indianola', placeName: 'Indianola, Iowa, United States', lat: 41.358, lng: -93.5574, kind: 'place' };
const nineResults: GeocodeResult[] = [indianapolis, indianola, ...Array.from({ length: 7 }, (_, index) => ({ ...indianola, id: `x${index}`, name: `Indian Town ${index}`, placeName: `Indian Town ${index}, USA` }))];

/** The cart as GET /getCartItems answers it: the lines, and the figures the server priced them at (cents). */
function serverCart(items: ServerCartResponse['cartItems']['items'], tvSize: 55 | null = null): ServerCartResponse['cartItems'] {
  const monthlyTotalCents = items.reduce((sum, item) => sum + Math.round(item.monthly_price * 100), 0);
  const deliveryFeeCents = items.length === 1 ? 2500 : 0;
  return { items, tvSize, monthlyTotalCents, deliveryFeeCents, totalTodayCents: monthlyTotalCents + deliveryFeeCents };
}

interface Backend {
  cart?: ServerCartResponse['cartItems'] | 'fail';
  calendar?: Partial<BookingsResponse> | 'fail';
  places?: GeocodeResult[];
  nearest?: GeocodeResult;
}

function serve(backend: Backend = {}) {
  const { cart = serverCart([fridge]), calendar = {}, places = nineResults, nearest = indianapolis } = backend;
  return mockFetch((call: RecordedCall) => {
    if (call.path === '/getCartItems') return cart === 'fail' ? jsonResponse(503, { error: 'Cart is down' }) : jsonResponse(200, { cartItems: cart });
    if (call.path === '/verifyCalandar') {
      if (calendar === 'fail') return jsonResponse(503, { error: 'Scheduling is down' });
      return jsonResponse(200, { orders: [], today: TODAY, lastDay: '2030-08-31', timeZone: 'America/Indiana/Indianapolis', deliveryDays: [0, 1, 2, 3, 4, 5, 6], slots: DELIVERY_SLOTS, ...calendar });
    }
    if (call.path === '/geocode') {
      const query = new URLSearchParams(call.search);
      if (query.has('lat')) return jsonResponse(200, { results: [nearest] });
      const q = (query.get('q') ?? '').toLowerCase();
      return jsonResponse(200, { results: places.filter((place) => place.placeName.toLowerCase().includes(q)).slice(0, Number(query.get('limit') ?? 8)) });
    }
    return jsonResponse(404, { error: 'Not found' });
  });
}

type Geolocation = 'denied' | 'unsupported' | { lat: number; lng: number };

function stubGeolocation(mode: Geolocation) {
  const geolocation =
    mode === 'unsupported'
      ? undefined
      : {
          getCurrentPosition: (found: PositionCallback, failed?: PositionErrorCallback | null) => {
            if (mode === 'denied') failed?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
            else found({ coords: { latitude: mode.lat, longitude: mode.lng } } as GeolocationPosition);
          },
        };
  Object.defineProperty(window.navigator, 'geolocation', { value: geolocation, configurable: true });
}

afterEach(() => {
  Object.defineProperty(window.navigator, 'geolocation', { value: undefined, configurable: true });
});

async function openDelivery(geolocation: Geolocation = 'denied') {
  window.localStorage.setItem('token', 'customer-token');
  stubGeolocation(geolocation);
  const view = renderApp('/delivery');
  // The page is a lazy chunk: the first test of a run also waits for it to be compiled.
  await screen.findByRole('heading', { level: 1, name: 'Delivery Appointment' }, { timeout: 5000 });
  await screen.findByPlaceholderText('Search for a location...');
  await waitFor(() => expect(screen.getByTestId('selected-time')).not.toHaveTextContent('Loading…'));
  return view;
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search for a location' });
const day = (name: RegExp) => screen.getByRole('button', { name });

async function pickIndianapolis(user: ReturnType<typeof renderApp>['user']) {
  await user.type(searchBox(), 'Indianapolis');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByTestId('selected-location')).toHaveTextContent('Indianapolis, Indiana, United States'));
}

/** The street and ZIP code the picked city (prefilled: Indianapolis, IN) does not tell. */
async function typeStreet(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Street address'), '200 E Washington St');
  await user.type(screen.getByLabelText('ZIP code'), '46204');
}

describe('delivery page, step delivery', () => {
  it('when it opens with one item, then it shows the search, the map, the default date and 3:00 PM, stairs and the $25 fee', async () => {
    serve();
    await openDelivery();
    expect(searchBox()).toHaveAttribute('placeholder', 'Search for a location...');
    expect(await screen.findByTestId('offline-map')).toBeInTheDocument();
    expect(screen.getByTestId('selected-date')).toHaveTextContent('Wednesday, June 12, 2030');
    expect(screen.getByTestId('selected-time')).toHaveTextContent('3:00 PM');
    expect(screen.getByRole('checkbox', { name: 'Do you have Stairs?' })).not.toBeChecked();
    expect(screen.getByText(/Delivery fee:/)).toHaveTextContent('$25.00');
    expect(screen.getByRole('button', { name: 'See More' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('when two or more items are in the cart, then the delivery is free', async () => {
    serve({ cart: serverCart([fridge, combo]) });
    await openDelivery();
    expect(screen.getByText(/Delivery fee:/)).toHaveTextContent('Free');
  });

  it('when location access is denied, then the banner says so and the map shows New York without choosing it', async () => {
    serve();
    await openDelivery('denied');
    expect(screen.getByText('Could not access your location. Showing default location.')).toBeInTheDocument();
    expect(screen.getByTestId('selected-location')).toHaveTextContent('No location selected yet');
    expect(await screen.findByTitle(/Map of the United States\. Click a place/)).toBeInTheDocument();
  });

  it('when the browser has no geolocation, then it says "Geolocation is not supported by this browser."', async () => {
    serve();
    await openDelivery('unsupported');
    expect(screen.getByText('Geolocation is not supported by this browser.')).toBeInTheDocument();
  });

  it('when the browser knows where the customer is, then the place is named through /geocode and chosen', async () => {
    const { calls } = serve();
    await openDelivery({ lat: 39.77, lng: -86.16 });
    expect(await screen.findByText('Indianapolis, Indiana, United States', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/Current location:/)).toBeInTheDocument();
    const reverse = calls.find((call) => call.path === '/geocode');
    expect(new URLSearchParams(reverse?.search)).toEqual(new URLSearchParams({ lat: '39.77', lng: '-86.16' }));
    expect(reverse?.headers.get('Authorization')).toBe('Bearer customer-token');
    expect(screen.getByTestId('selected-location')).toHaveTextContent('Indianapolis, Indiana, United States');
    expect(await screen.findByTestId('map-pin')).toBeInTheDocument();
  });

  it('when a place is typed, then after the debounce at most 8 results are listed, arrows move and Enter picks the highlighted one', async () => {
    const { calls } = serve();
    const { user } = await openDelivery();
    await user.type(searchBox(), 'Indian');
    const list = await screen.findByRole('listbox', { name: 'Locations' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(8);
    // One search for the whole word, sent 300 ms after the last key, not one per key.
    const searches = calls.filter((call) => call.path === '/geocode' && call.search.includes('q='));
    expect(searches.map((call) => new URLSearchParams(call.search).get('q'))).toEqual(['Indian']);
    expect(new URLSearchParams(searches[0]?.search).get('limit')).toBe('8');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('selected-location')).toHaveTextContent('Indianola, Iowa, United States');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('Indianola, Iowa, United States');
  });

  it('when Enter is pressed right after typing, then the first result is picked without waiting for the list', async () => {
    serve();
    const { user } = await openDelivery();
    await pickIndianapolis(user);
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('when nothing matches, then it says so and nothing is chosen', async () => {
    serve({ places: [] });
    const { user } = await openDelivery();
    await user.type(searchBox(), 'Atlantis{Enter}');
    expect(await screen.findByText('No locations found for “Atlantis”.')).toBeInTheDocument();
    expect(screen.getByTestId('selected-location')).toHaveTextContent('No location selected yet');
  });

  it('when a place on the offline map is clicked, then it is named through /geocode and chosen', async () => {
    const { calls } = serve({ nearest: indianapolis });
    const { user } = await openDelivery();
    const map = await screen.findByTestId('offline-map');
    map.getBoundingClientRect = () => ({ left: 0, top: 0, width: 975, height: 610, right: 975, bottom: 610, x: 0, y: 0, toJSON: () => ({}) });
    const [x, y] = projectPoint({ lat: 39.7684, lng: -86.1581 }) ?? [0, 0];
    await user.pointer({ target: map, coords: { clientX: x, clientY: y }, keys: '[MouseLeft]' });
    await waitFor(() => expect(screen.getByTestId('selected-location')).toHaveTextContent('Indianapolis, Indiana, United States'));
    const reverse = calls.find((call) => call.path === '/geocode' && call.search.includes('lat='));
    const query = new URLSearchParams(reverse?.search);
    expect(Number(query.get('lat'))).toBeCloseTo(39.7684, 1);
    expect(Number(query.get('lng'))).toBeCloseTo(-86.1581, 1);
    expect(screen.getByTestId('map-pin')).toBeInTheDocument();
  });

  it('when Schedule Delivery is pressed with no location, then it says "Please select a delivery location" and stays', async () => {
    serve();
    const { user } = await openDelivery();
    await user.click(screen.getByRole('button', { name: 'Schedule Delivery' }));
    expect(await screen.findByText('Please select a delivery location')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery Appointment' })).toBeInTheDocument();
  });
});

describe('delivery page, calendar and slots', () => {
  const fullDay = (date: string): Booking[] => DELIVERY_SLOTS.map((deliveryTime) => ({ deliveryDate: date, deliveryTime }));

  it('when See More is pressed, then the month shows Su..Sa and the legend; past and fully booked days are disabled with their tooltips', async () => {
    serve({ calendar: { orders: fullDay('2030-06-14') } });
    const { user } = await openDelivery();
    await user.click(screen.getByRole('button', { name: 'See More' }));
    expect(screen.getByRole('button', { name: 'See Less' })).toHaveAttribute('aria-expanded', 'true');

    const grid = screen.getByRole('grid', { name: 'June 2030' });
    expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent(/Booked.*Available/);

    const past = day(/June 11, 2030/);
    expect(past).toHaveAccessibleName('Tuesday, June 11, 2030, Past date');
    expect(past).toHaveAttribute('aria-disabled', 'true');
    expect(past).toHaveAttribute('title', 'Past date');

    const full = day(/June 14, 2030/);
    expect(full).toHaveAccessibleName('Friday, June 14, 2030, Booked, no available time slots');
    expect(full).toHaveAttribute('aria-disabled', 'true');
    expect(full).toHaveAttribute('title', 'No available time slots');

    const open = day(/June 13, 2030/);
    expect(open).toHaveAccessibleName('Thursday, June 13, 2030, Available');
    expect(open).not.toHaveAttribute('aria-disabled');
    expect(day(/June 12, 2030/)).toHaveAttribute('aria-pressed', 'true');

    await user.click(full);
    expect(screen.getByTestId('selected-date')).toHaveTextContent('Wednesday, June 12, 2030');
    await user.click(open);
    expect(screen.getByTestId('selected-date')).toHaveTextContent('Thursday, June 13, 2030');
  });

  it('when 3:00 PM is booked on the date, then the first free slot is chosen, and the booked slot is disabled with its tooltip', async () => {
    serve({ calendar: { orders: [{ deliveryDate: TODAY, deliveryTime: '3:00 PM' }, { deliveryDate: TODAY, deliveryTime: '8:00 AM' }] } });
    const { user } = await openDelivery();
    expect(screen.getByTestId('selected-time')).toHaveTextContent('9:00 AM');
    await user.click(screen.getByRole('button', { name: 'See More' }));

    const slots = screen.getByRole('group', { name: 'Times on Wednesday, June 12, 2030' });
    expect(within(slots).getAllByRole('button')).toHaveLength(12);
    const booked = within(slots).getByRole('button', { name: '3:00 PM, Booked' });
    expect(booked).toHaveAttribute('aria-disabled', 'true');
    expect(booked).toHaveAttribute('title', 'This time slot is already booked');
    expect(within(slots).getByRole('button', { name: '9:00 AM, Available' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(booked);
    expect(screen.getByTestId('selected-time')).toHaveTextContent('9:00 AM');
    await user.click(within(slots).getByRole('button', { name: '5:00 PM, Available' }));
    expect(screen.getByTestId('selected-time')).toHaveTextContent('5:00 PM');
    expect(within(slots).getByRole('button', { name: '5:00 PM, Available' })).toHaveAttribute('aria-pressed', 'true');

    // Another day where 5:00 PM is free keeps it.
    await user.click(day(/June 13, 2030/));
    expect(screen.getByTestId('selected-time')).toHaveTextContent('5:00 PM');
  });

  it('when today is fully booked, then the first free day is the default date', async () => {
    serve({ calendar: { orders: fullDay(TODAY) } });
    await openDelivery();
    expect(screen.getByTestId('selected-date')).toHaveTextContent('Thursday, June 13, 2030');
    expect(screen.getByTestId('selected-time')).toHaveTextContent('3:00 PM');
  });

  it('when the keyboard is used in the calendar, then arrows move between days and across months, and Enter chooses', async () => {
    serve();
    const { user } = await openDelivery();
    await user.click(screen.getByRole('button', { name: 'See More' }));
    const selected = day(/June 12, 2030/);
    expect(selected).toHaveAttribute('tabindex', '0');
    expect(day(/June 13, 2030/)).toHaveAttribute('tabindex', '-1');

    selected.focus();
    await user.keyboard('{ArrowRight}');
    expect(day(/June 13, 2030/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(day(/July 4, 2030/)).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'July 2030' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('selected-date')).toHaveTextContent('Thursday, July 4, 2030');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(day(/June 26, 2030/)).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByTestId('selected-date')).toHaveTextContent('Wednesday, June 26, 2030');
  });

  it('when the month buttons are used, then the calendar goes forward and back, never before this month nor past the last bookable day', async () => {
    serve();
    const { user } = await openDelivery();
    await user.click(screen.getByRole('button', { name: 'See More' }));
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'July 2030' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'August 2030' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'June 2030' })).toBeInTheDocument();
  });

  it('when a weekday has no deliveries, then its days are disabled with "No available time slots"', async () => {
    serve({ calendar: { deliveryDays: [1, 2, 3, 4, 5, 6] } });
    const { user } = await openDelivery();
    await user.click(screen.getByRole('button', { name: 'See More' }));
    // 2030-06-16 is a Sunday.
    expect(day(/June 16, 2030/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/June 16, 2030/)).toHaveAttribute('title', 'No available time slots');
  });

  it('when the chosen date fills up while the page is open, then it says "No available time slots for this date. Please select another date."', async () => {
    let orders: Booking[] = [];
    window.localStorage.setItem('token', 'customer-token');
    mockFetch((call) => {
      if (call.path === '/getCartItems') return jsonResponse(200, { cartItems: serverCart([fridge]) });
      if (call.path === '/verifyCalandar') return jsonResponse(200, { orders, today: TODAY, timeZone: 'UTC' });
      if (call.path === '/geocode') return jsonResponse(200, { results: [indianapolis] });
      return jsonResponse(404, { error: 'Not found' });
    });
    const { user } = await openDelivery();
    await pickIndianapolis(user);
    await user.click(screen.getByRole('button', { name: 'See More' }));
    await user.click(day(/June 13, 2030/));

    orders = fullDay('2030-06-13');
    // The page reads the calendar again (every minute, and here when the window regains focus).
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(await screen.findByText('No available time slots for this date. Please select another date.')).toBeInTheDocument();
    expect(screen.getByTestId('selected-time')).toHaveTextContent('No time available');
    expect(screen.getByRole('button', { name: '3:00 PM, Booked' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Schedule Delivery' }));
    expect(await screen.findAllByText('No available time slots for this date. Please select another date.')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery Appointment' })).toBeInTheDocument();
    focusManager.setFocused(undefined);
  });

  it('when the schedule cannot be loaded, then "Error loading delivery schedule" is shown and every slot is offered, saying why', async () => {
    serve({ calendar: 'fail' });
    const { user } = await openDelivery();
    expect(await screen.findAllByText(/Error loading delivery schedule/)).not.toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('every time shows as available');
    await user.click(screen.getByRole('button', { name: 'See More' }));
    const slots = screen.getByRole('group', { name: /^Times on/ });
    expect(within(slots).getAllByRole('button')).toHaveLength(12);
    expect(within(slots).queryAllByRole('button', { name: /Booked$/ })).toHaveLength(0);
  });
});

describe('delivery page, step confirm', () => {
  it('when a delivery is scheduled, then the confirm step lists the items, the total, the delivery and goes to /billing with the choice', async () => {
    serve({ cart: serverCart([tv, combo], 55) });
    const { user } = await openDelivery();
    await pickIndianapolis(user);
    await user.click(screen.getByRole('button', { name: 'See More' }));
    await user.click(day(/June 13, 2030/));
    await user.click(screen.getByRole('button', { name: '10:00 AM, Available' }));
    await typeStreet(user);
    await user.click(screen.getByRole('checkbox', { name: 'Do you have Stairs?' }));
    await user.click(screen.getByRole('button', { name: 'Schedule Delivery' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Confirm & Submit' });
    expect(heading).toHaveFocus();
    const items = screen.getByRole('region', { name: 'Your items' });
    expect(within(items).getByRole('heading', { name: 'Samsung Smart TV' })).toBeInTheDocument();
    expect(within(items).getByRole('img', { name: 'Samsung Smart TV' })).toHaveAttribute('src', '/photos/tv1');
    expect(within(items).getByText('$55.00/month')).toBeInTheDocument();
    expect(within(items).getByText('$60.00/month')).toBeInTheDocument();
    expect(within(items).getAllByRole('button', { name: 'Add' })).toHaveLength(2);
    expect(within(items).getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
    expect(screen.getByTestId('monthly-total')).toHaveTextContent('Total $115.00/month');
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByTestId('confirm-address')).toHaveTextContent('200 E Washington St, Indianapolis, IN 46204');
    expect(screen.getByText('Thursday, June 13, 2030')).toBeInTheDocument();
    expect(screen.getByText('10:00 AM')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();

    const technician = screen.getByRole('button', { name: 'Show more' });
    expect(technician).toHaveAttribute('aria-expanded', 'false');
    await user.click(technician);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/checks that it works/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    const location = screen.getByTestId('location').textContent ?? '';
    expect(location.startsWith('/billing?data=')).toBe(true);
    expect(JSON.parse(new URLSearchParams(location.split('?')[1]).get('data') ?? '')).toEqual({
      location: { lat: 39.7684, lng: -86.1581 },
      deliveryDate: '2030-06-13',
      deliveryTime: '10:00 AM',
      totalCost: 115,
      locationName: 'Indianapolis, Indiana, United States',
      deliveryAddress: { street: '200 E Washington St', city: 'Indianapolis', state: 'IN', zipCode: '46204' },
      stairs: true,
    });
  });

  it('when one item is delivered, then the delivery card shows the $25 fee; Reschedule returns to the delivery step with the choice kept', async () => {
    serve();
    const { user } = await openDelivery();
    await pickIndianapolis(user);
    await typeStreet(user);
    await user.click(screen.getByRole('button', { name: 'Schedule Delivery' }));
    await screen.findByRole('heading', { level: 1, name: 'Confirm & Submit' });
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    expect(screen.queryByText('Free')).not.toBeInTheDocument();
    expect(screen.getByTestId('monthly-total')).toHaveTextContent('Total $40.00/month');

    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery Appointment' })).toBeInTheDocument();
    expect(screen.getByTestId('selected-location')).toHaveTextContent('Indianapolis, Indiana, United States');
  });

  it('when the back arrow is used before scheduling, then the confirm step offers Schedule Delivery and Confirm Order is disabled', async () => {
    serve();
    const { user } = await openDelivery();
    await user.click(screen.getByRole('button', { name: 'Go to Confirm & Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Confirm & Submit' });
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeDisabled();
    expect(screen.getByText('No delivery scheduled yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Delivery Appointment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery Appointment' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Confirm & Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Schedule Delivery' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery Appointment' })).toBeInTheDocument();
  });

  it('when Add or Remove is pressed on an item, then the customer goes to /appliance', async () => {
    serve({ cart: serverCart([fridge, combo]) });
    const { user } = await openDelivery();
    await user.click(screen.getByRole('button', { name: 'Go to Confirm & Submit' }));
    const removeButtons = await screen.findAllByRole('button', { name: 'Remove' });
    expect(removeButtons[0]).toHaveAccessibleDescription(fridge.name);
    await user.click(removeButtons[0]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/appliance$/));
  });
});

describe('delivery page, the cart', () => {
  it('when the cart cannot be loaded, then "Error loading cart items" is shown with a retry, and no made-up items', async () => {
    let failing = true;
    window.localStorage.setItem('token', 'customer-token');
    mockFetch((call) => {
      if (call.path === '/getCartItems') return failing ? jsonResponse(503, { error: 'Cart is down' }) : jsonResponse(200, { cartItems: serverCart([fridge]) });
      if (call.path === '/verifyCalandar') return jsonResponse(200, { orders: [], today: TODAY });
      return jsonResponse(404, { error: 'Not found' });
    });
    const { user } = renderApp('/delivery');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Error loading cart items');
    expect(await screen.findAllByText('Error loading cart items')).toHaveLength(2); // the inline alert and the toast
    expect(screen.queryByText(/Smart TV|Gaming Console/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule Delivery' })).not.toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Schedule Delivery' })).toBeInTheDocument();
  });

  it('when the cart is empty, then it says so and links to the appliances', async () => {
    serve({ cart: serverCart([]) });
    window.localStorage.setItem('token', 'customer-token');
    renderApp('/delivery');
    expect(await screen.findByText(/Your cart is empty/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse appliances' })).toHaveAttribute('href', '/appliance');
    expect(screen.queryByRole('button', { name: 'Schedule Delivery' })).not.toBeInTheDocument();
  });
});
