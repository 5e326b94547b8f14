import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '../api';
import { readDeliveryChoice, saveDeliveryChoice, type StoredDeliveryChoice } from '../lib/delivery-choice-storage';
import { jsonResponse, mockFetch, type RecordedCall } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

/** Item 10 of issue 21: /delivery opens on the choice kept in session storage, for this cart only, never silently changed. */

const TODAY = '2030-06-12';
const TOMORROW = '2030-06-13';
const fridge = { id: 'fridge1', name: 'French Door Refrigerator', monthly_price: 40, photo: '/photos/fridge1' };
const kept: StoredDeliveryChoice = {
  cart: 'fridge1',
  place: { lat: 39.7684, lng: -86.1581, name: 'Indianapolis, Indiana, United States' },
  date: TOMORROW,
  slot: '5:00 PM',
  stairs: true,
  address: { street: '200 E Washington St', unit: 'Apt 4', city: 'Indianapolis', state: 'IN', zipCode: '46204', accessNotes: 'Gate code 1234' },
  step: 'confirm',
  scheduled: true,
};

function open(orders: Booking[] = [], items = [fridge]) {
  mockFetch((call: RecordedCall) => {
    if (call.path === '/getCartItems') return jsonResponse(200, { cartItems: { items, tvSize: null, monthlyTotalCents: 4000, deliveryFeeCents: 2500, totalTodayCents: 6500 } });
    if (call.path === '/verifyCalandar') return jsonResponse(200, { orders, today: TODAY, firstDay: TOMORROW, leadHours: 24, lastDay: '2030-08-31', timeZone: 'UTC' });
    return jsonResponse(404, { error: 'Not found' });
  });
  window.localStorage.setItem('token', 'customer-token');
  return renderApp('/delivery');
}

describe('the kept delivery choice', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    saveDeliveryChoice(kept);
  });

  it('when /delivery opens again (Back from /billing, a reload), then the confirm step shows the kept place, date and time', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Confirm & Submit' }, { timeout: 5000 });
    expect(await screen.findByText('200 E Washington St, Apt 4, Indianapolis, IN 46204')).toBeInTheDocument();
    expect(screen.getByText('Gate code 1234')).toBeInTheDocument();
    expect(screen.getByText('Thursday, June 13, 2030')).toBeInTheDocument();
    expect(screen.getByText('5:00 PM')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeEnabled();
  });

  it('when the kept time was booked meanwhile, then the confirm step asks to schedule again instead of showing another time', async () => {
    open([{ deliveryDate: TOMORROW, deliveryTime: '5:00 PM' }]);
    await screen.findByRole('heading', { level: 1, name: 'Confirm & Submit' }, { timeout: 5000 });
    expect(await screen.findByText('No delivery scheduled yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeDisabled();
  });

  it('when the cart is another one, then the page starts from its defaults and forgets the kept choice', async () => {
    open([], [{ ...fridge, id: 'washer1' }]);
    await screen.findByRole('heading', { level: 1, name: 'Delivery Appointment' }, { timeout: 5000 });
    expect(await screen.findByText('3:00 PM')).toBeInTheDocument();
    expect(screen.getByTestId('selected-location')).toHaveTextContent('No location selected yet');
    expect(readDeliveryChoice()).toMatchObject({ cart: 'washer1', place: null, step: 'delivery', scheduled: false, address: { street: '', zipCode: '' } });
  });

  it('when the kept choice has no street address (kept before the address form), then the confirm step asks to schedule again', async () => {
    const { address: _dropped, ...withoutAddress } = kept;
    saveDeliveryChoice(withoutAddress);
    open();
    await screen.findByRole('heading', { level: 1, name: 'Confirm & Submit' }, { timeout: 5000 });
    expect(await screen.findByText('No delivery scheduled yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeDisabled();
  });
});
