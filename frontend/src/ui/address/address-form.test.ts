import { describe, expect, it } from 'vitest';
import { addressOfPlaceName, EMPTY_ADDRESS, prefillFromPlace, toDeliveryAddress } from './address-form';

describe('the delivery address form rules', () => {
  it('when a city, a ZIP code or a Mapbox street address is picked, then what its name tells is filled in', () => {
    expect(addressOfPlaceName('Indianapolis, Indiana, United States')).toEqual({ city: 'Indianapolis', state: 'IN' });
    expect(addressOfPlaceName('46204, Indianapolis, Indiana, United States')).toEqual({ zipCode: '46204', city: 'Indianapolis', state: 'IN' });
    expect(addressOfPlaceName('200 E Washington St, Indianapolis, Indiana 46204, United States')).toEqual({ street: '200 E Washington St', city: 'Indianapolis', state: 'IN', zipCode: '46204' });
    expect(addressOfPlaceName('New York, NY, United States')).toEqual({ city: 'New York', state: 'NY' });
    expect(addressOfPlaceName('Washington, District of Columbia, United States')).toEqual({ city: 'Washington', state: 'DC' });
    expect(addressOfPlaceName('39.76840, -86.15810')).toEqual({});
  });

  it('when another city is picked, then its city and state replace the old ones and the old ZIP code goes; the street and notes stay', () => {
    const typed = { ...EMPTY_ADDRESS, street: '12 Oak St', city: 'Carmel', state: 'IN', zipCode: '46032', accessNotes: 'Stairs' };
    expect(prefillFromPlace(typed, 'Chicago, Illinois, United States')).toEqual({ ...typed, city: 'Chicago', state: 'IL', zipCode: '' });
    expect(prefillFromPlace(typed, '39.76840, -86.15810')).toBe(typed);
  });

  it('when the address is sent, then it is trimmed and empty optional fields are left out', () => {
    expect(toDeliveryAddress({ street: ' 1 Main St ', unit: ' ', city: 'Carmel ', state: 'in', zipCode: '46032', accessNotes: '' })).toEqual({ street: '1 Main St', city: 'Carmel', state: 'IN', zipCode: '46032' });
  });
});
