import { beforeEach, describe, expect, it } from 'vitest';
import { clearDeliveryChoice, DELIVERY_CHOICE_KEY, readDeliveryChoice, saveDeliveryChoice, type StoredDeliveryChoice } from './delivery-choice-storage';

const choice: StoredDeliveryChoice = {
  cart: 'fridge1,tv1',
  place: { lat: 39.7684, lng: -86.1581, name: 'Indianapolis, Indiana, United States' },
  date: '2030-06-13',
  slot: '3:00 PM',
  stairs: true,
  step: 'confirm',
  scheduled: true,
};

describe('the delivery choice in session storage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('when a choice is saved, then it reads back the same, from session storage (not local)', () => {
    saveDeliveryChoice(choice);
    expect(readDeliveryChoice()).toEqual(choice);
    expect(window.localStorage.getItem(DELIVERY_CHOICE_KEY)).toBeNull();
  });

  it('when it is cleared, then nothing is read back', () => {
    saveDeliveryChoice(choice);
    clearDeliveryChoice();
    expect(readDeliveryChoice()).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ ...choice, step: 'billing' })],
    ['a place without coordinates', JSON.stringify({ ...choice, place: { name: 'x' } })],
    ['a date that is not text', JSON.stringify({ ...choice, date: 20300613 })],
  ])('when the storage holds %s, then nothing is read back', (_, text) => {
    window.sessionStorage.setItem(DELIVERY_CHOICE_KEY, text);
    expect(readDeliveryChoice()).toBeNull();
  });
});
