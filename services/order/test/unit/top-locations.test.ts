import { cityOfPlaceName, topLocations } from '../../src/domain/top-locations';

describe("the analytics' Top Locations (issue 25: by city and state, not by the free-text place name)", () => {
  it('when orders delivered to Indianapolis, IN picked the place as three different names, then they count as one place', () => {
    const rows = [
      { city: 'Indianapolis', state: 'IN', locationName: 'Indianapolis, Indiana', orders: 4 },
      { city: 'Indianapolis', state: 'IN', locationName: 'Indianapolis, Indiana, United States', orders: 2 },
      { city: 'indianapolis ', state: 'IN', locationName: 'Indy', orders: 1 },
      { city: 'Carmel', state: 'IN', locationName: 'Indianapolis, Indiana', orders: 3 },
    ];
    expect(topLocations(rows, 5)).toEqual([
      { locationName: 'Indianapolis, Indiana', city: 'Indianapolis', state: 'IN', orders: 7 },
      { locationName: 'Carmel, Indiana', city: 'Carmel', state: 'IN', orders: 3 },
    ]);
  });

  it('when an order has no street address, then its place name gives the city and state, or else it counts under the name itself', () => {
    const rows = [
      { city: 'Indianapolis', state: 'IN', locationName: 'Indy', orders: 1 },
      { city: null, state: null, locationName: 'Indianapolis, Indiana, United States', orders: 2 },
      { locationName: '46204, Indianapolis, Indiana, United States', orders: 1 },
      { locationName: ' indy ', orders: 1 },
      { locationName: 'Indy', orders: 2 },
      // No address and no place name: nowhere to count it.
      { city: '', state: '', locationName: '', orders: 5 },
    ];
    expect(topLocations(rows, 5)).toEqual([
      { locationName: 'Indianapolis, Indiana', city: 'Indianapolis', state: 'IN', orders: 4 },
      { locationName: 'Indy', city: null, state: null, orders: 3 },
    ]);
  });

  it('when there are more places than asked, then the most ordered first, ties by name, at most that many', () => {
    const rows = ['Muncie', 'Carmel', 'Fishers', 'Avon'].map((city, index) => ({ city, state: 'IN', locationName: '', orders: index === 0 ? 2 : 1 }));
    expect(topLocations(rows, 3).map((place) => place.locationName)).toEqual(['Muncie, Indiana', 'Avon, Indiana', 'Carmel, Indiana']);
    expect(topLocations([], 5)).toEqual([]);
  });

  it('when a place name is read, then a US state by name or code (a ZIP code after it, the country after that) gives the city before it', () => {
    expect(cityOfPlaceName('Indianapolis, Indiana')).toEqual({ city: 'Indianapolis', state: 'IN' });
    expect(cityOfPlaceName('Indianapolis, Indiana, United States')).toEqual({ city: 'Indianapolis', state: 'IN' });
    expect(cityOfPlaceName('200 E Washington St, Indianapolis, Indiana 46204, United States')).toEqual({ city: 'Indianapolis', state: 'IN' });
    expect(cityOfPlaceName('Chicago, IL, USA')).toEqual({ city: 'Chicago', state: 'IL' });
    expect(cityOfPlaceName('Indy')).toBeNull();
    expect(cityOfPlaceName('Indiana, United States')).toBeNull();
    expect(cityOfPlaceName('Springfield, Narnia')).toBeNull();
    expect(cityOfPlaceName('46204, Indiana')).toBeNull();
    expect(cityOfPlaceName('')).toBeNull();
  });

  it("when a customer's place name is built against the reader (300 characters of spaces, commas, digits or country names), then it is read as a name of its own or nothing, and counted once", () => {
    const hostile = [' '.repeat(300), ','.repeat(300), `Indy,${' '.repeat(290)}4620`, `${'USA, '.repeat(59)}IN`, `x, ${'1'.repeat(296)}`, `a,${' \t'.repeat(145)}IN 4620`];
    for (const name of hostile) expect(name.length).toBeLessThanOrEqual(300);
    expect(hostile.map(cityOfPlaceName)).toEqual([null, null, null, null, null, null]);
    const rows = hostile.map((locationName) => ({ locationName, city: null, state: null, orders: 1 }));
    const places = topLocations(rows as Parameters<typeof topLocations>[0], 10);
    expect(places.reduce((sum, place) => sum + place.orders, 0)).toBe(hostile.filter((name) => name.trim().replace(/,/g, '') !== '').length);
  });
});
