import { describe, expect, it } from 'vitest';
import { aCombo, aProduct } from '../../test/builders';
import { cleanFeatures, filterInventory, firstOf, inventoryCounts, photoProblem, photoSizeProblem, priceBand, statusChoiceOf, statusFromUnits, unitCountOf, type InventoryFilters } from './inventory-rules';

const none: InventoryFilters = { search: '', status: 'all', type: 'all', price: 'all' };

const fridge = aProduct({ _id: 'fridge-1', name: 'French Door Refrigerator', monthly_price: 40, key_features: ['Ice maker'], stock_status: 'available' });
const tv = aProduct({ _id: 'tv-1', name: 'Samsung TV', monthly_price: 50.01, key_features: ['4K UHD'], stock_status: 'rented' });
const set = aCombo({ _id: 'combo-1', name: 'Washer & Dryer Set', monthly_price: 150, stock_status: 'maintenance' });
const stove = aProduct({ _id: 'stove-1', name: 'Stove', monthly_price: 150.01, stock_status: 'discontinued' });
const all = [fridge, tv, set, stove];

describe('inventory rules (spec 2.16, 9)', () => {
  it('when prices sit on the band edges, then 50 is low, 50.01 and 150 medium, 150.01 high', () => {
    expect([0, 50, 50.01, 150, 150.01].map(priceBand)).toEqual(['low', 'low', 'medium', 'medium', 'high']);
  });

  it('when a price band is chosen, then only its products are listed', () => {
    expect(filterInventory(all, { ...none, price: 'low' })).toEqual([fridge]);
    expect(filterInventory(all, { ...none, price: 'medium' })).toEqual([tv, set]);
    expect(filterInventory(all, { ...none, price: 'high' })).toEqual([stove]);
  });

  it('when searching, then the name, the id and the key features match, ignoring case', () => {
    expect(filterInventory(all, { ...none, search: 'refrigerator' })).toEqual([fridge]);
    expect(filterInventory(all, { ...none, search: 'TV-1' })).toEqual([tv]);
    expect(filterInventory(all, { ...none, search: '4k' })).toEqual([tv]);
    expect(filterInventory(all, { ...none, search: 'nothing like it' })).toEqual([]);
  });

  it('when status and type are chosen, then they combine with the search', () => {
    expect(filterInventory(all, { ...none, status: 'rented' })).toEqual([tv]);
    expect(filterInventory(all, { ...none, type: 'combo' })).toEqual([set]);
    expect(filterInventory(all, { ...none, type: 'single', status: 'available' })).toEqual([fridge]);
    expect(filterInventory(all, { ...none, type: 'single', search: 'set' })).toEqual([]);
  });

  it('when counting, then the cards count units over the whole inventory, a product without counts counting none', () => {
    const counted = [
      { ...fridge, units: { available: 4, reserved: 1, rented: 6, maintenance: 0 } },
      { ...tv, units: { available: 0, reserved: 2, rented: 9, maintenance: 1 } },
      { ...set, units: { available: 3, reserved: 0, rented: 0, maintenance: 2 } },
      stove,
    ];
    expect(inventoryCounts(counted)).toEqual({ total: 28, available: 7, reserved: 3, rented: 15, maintenance: 3 });
    expect(inventoryCounts([])).toEqual({ total: 0, available: 0, reserved: 0, rented: 0, maintenance: 0 });
  });

  it('when units change, then Available, Low (2 or fewer) and Rented (none) follow them; Maintenance and Discontinued are chosen', () => {
    expect([5, 3, 2, 1, 0].map(statusFromUnits)).toEqual(['available', 'available', 'low', 'low', 'rented']);
    expect((['available', 'low', 'rented', 'maintenance', 'discontinued'] as const).map(statusChoiceOf)).toEqual(['units', 'units', 'units', 'maintenance', 'discontinued']);
  });

  it('when a unit count is typed, then only a whole number from 0 is one', () => {
    expect(['0', ' 12 ', '100000'].map(unitCountOf)).toEqual([0, 12, 100000]);
    expect(['-1', '1.5', '', 'three', '100001'].map(unitCountOf)).toEqual([null, null, null, null, null]);
  });

  it('when a list is longer than shown, then the rest is counted for "+N more"', () => {
    expect(firstOf(['a', 'b', 'c', 'd'], 2)).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(firstOf(['a'], 2)).toEqual({ shown: ['a'], more: 0 });
  });

  it('when a photo is chosen, then it must be an image under 5 MB', () => {
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe('Please select an image file');
    expect(photoProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBe('Image size should be less than 5MB');
    expect(photoProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 - 1 })).toBeNull();
  });

  it('when a photo is picked, then it must be at least 200 x 200 pixels and decodable', () => {
    expect(photoSizeProblem({ width: 1, height: 1 })).toBe('Image should be at least 200 x 200 pixels');
    expect(photoSizeProblem({ width: 199, height: 800 })).toBe('Image should be at least 200 x 200 pixels');
    expect(photoSizeProblem({ width: 800, height: 199 })).toBe('Image should be at least 200 x 200 pixels');
    expect(photoSizeProblem({ width: 200, height: 200 })).toBeNull();
    expect(photoSizeProblem(null)).toBe('Please select an image file');
  });

  it('when key features are saved, then empty entries are dropped', () => {
    expect(cleanFeatures([' Ice maker ', '', '   ', 'Energy Star'])).toEqual(['Ice maker', 'Energy Star']);
  });
});
