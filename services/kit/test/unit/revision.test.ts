import { isNewer, revisionOf, revisionOlderThan } from '@rto/kit';

describe('ordering events by the revision they carry', () => {
  it('when a consumer has applied nothing of a document yet, then any event of it is newer', () => {
    expect(isNewer(undefined, 1)).toBe(true);
    expect(isNewer(null, 7)).toBe(true);
  });

  it('when x.paused (revision 4) arrives again after x.resumed (revision 5) was applied, then it is not newer', () => {
    expect(isNewer(5, 4)).toBe(false);
  });

  it('when the same event is delivered twice, then the second is not newer', () => {
    expect(isNewer(5, 5)).toBe(false);
  });

  it('when a later change arrives, even past a gap, then it is newer', () => {
    expect(isNewer(5, 6)).toBe(true);
    expect(isNewer(5, 9)).toBe(true);
  });

  it('when an event carries no revision, then it never overrides an applied one', () => {
    expect(isNewer(5, undefined)).toBe(false);
    expect(isNewer(0, null)).toBe(false);
  });

  it('when an event was written under a revision, then revisionOf reads it from its data', () => {
    expect(revisionOf({ data: { userId: 'u1', revision: 3 } })).toBe(3);
    expect(revisionOf({ data: { userId: 'u1' } })).toBeUndefined();
    expect(revisionOf({ data: null })).toBeUndefined();
  });

  it('when a consumer writes, then its filter takes only a missing or older stored revision', () => {
    expect(JSON.parse(JSON.stringify(revisionOlderThan('orderRevision', 4)))).toEqual({ $or: [{ orderRevision: null }, { orderRevision: { $lt: 4 } }] });
  });
});
