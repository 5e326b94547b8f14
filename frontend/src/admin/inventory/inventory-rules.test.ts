import { describe, expect, it } from 'vitest';
import { aCombo, aProduct } from '../../test/builders';
import { cleanFeatures, filterInventory, firstOf, inventoryCounts, photoProblem, priceBand, type InventoryFilters } from './inventory-rules';

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

  it('when counting, then the cards cover the whole inventory', () => {
    expect(inventoryCounts(all)).toEqual({ total: 4, available: 1, rented: 1, maintenance: 1 });
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

  it('when key features are saved, then empty entries are dropped', () => {
    expect(cleanFeatures([' Ice maker ', '', '   ', 'Energy Star'])).toEqual(['Ice maker', 'Energy Star']);
  });
});
