import { addressProblems, deliveryAddress, formatAddress, stateCodeOf, zipBelongsToState } from '../src/us-address';

const good = { street: '200 E Washington St', unit: 'Apt 4', city: 'Indianapolis', state: 'IN', zipCode: '46204', accessNotes: 'Gate code 1234' };

describe('the US delivery address rule', () => {
  it('when the ZIP code is one of the state\'s, then the address passes', () => {
    expect(addressProblems(good)).toEqual({});
    expect(zipBelongsToState('46204', 'IN')).toBe(true);
    expect(zipBelongsToState('10001', 'ny')).toBe(true);
    expect(zipBelongsToState('06101', 'CT')).toBe(true);
    expect(zipBelongsToState('05501', 'MA')).toBe(true);
    expect(zipBelongsToState('05601', 'VT')).toBe(true);
  });

  it('when the ZIP code belongs to another state, then the ZIP field says which state it is not in', () => {
    expect(addressProblems({ ...good, zipCode: '90210' })).toEqual({ zipCode: 'ZIP code 90210 is not in Indiana' });
    expect(zipBelongsToState('05501', 'VT')).toBe(false);
  });

  it('when fields are missing or malformed, then each names its own problem', () => {
    expect(addressProblems({ street: '  ', city: '', state: 'XX', zipCode: '4620' })).toEqual({
      street: 'Please enter the street address',
      city: 'Please enter the city',
      state: 'Please choose a US state (two letters, e.g. IN)',
      zipCode: 'The ZIP code must be 5 digits',
    });
    expect(addressProblems({ ...good, street: 'x'.repeat(121), unit: 'u'.repeat(41), accessNotes: 'n'.repeat(301) })).toEqual({
      street: 'The street address must be at most 120 characters',
      unit: 'The apartment or unit must be at most 40 characters',
      accessNotes: 'Access notes must be at most 300 characters',
    });
    expect(addressProblems({ ...good, street: 'Main\nSt' }).street).toBe('The street address must be one line of text');
  });

  it('when the schema reads an address, then it trims, upper-cases the state and drops empty optional fields', () => {
    expect(deliveryAddress.parse({ street: ' 1 Main St ', unit: '', city: 'Carmel', state: 'in', zipCode: '46032' })).toEqual({ street: '1 Main St', city: 'Carmel', state: 'IN', zipCode: '46032' });
    const refused = deliveryAddress.safeParse({ ...good, zipCode: '60601' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ['zipCode'], message: 'ZIP code 60601 is not in Indiana' })]);
    expect(deliveryAddress.safeParse({ ...good, extra: 1 }).success).toBe(false);
  });

  it('when a state is named, then its code is found; and an address reads as one line', () => {
    expect(stateCodeOf('Indiana')).toBe('IN');
    expect(stateCodeOf('district of columbia')).toBe('DC');
    expect(stateCodeOf('Atlantis')).toBeUndefined();
    expect(formatAddress(good)).toBe('200 E Washington St, Apt 4, Indianapolis, IN 46204');
  });
});
