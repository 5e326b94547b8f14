import { PAUSE_EVERY_MONTHS, PAUSE_MAX_DAYS } from '@rto/rules';
import { termSection } from '../../src/domain/agreement-clauses';

describe("the agreement's pause clause", () => {
  it('when the term is read, then it states the pause limits, that it ends by itself, that the term and ownership move out, and that a payment due is not paused', () => {
    const text = termSection('7. Term').paragraphs.join('\n');
    expect(text).toContain(`once in any ${PAUSE_EVERY_MONTHS} months, for up to ${PAUSE_MAX_DAYS} days`);
    expect(text).toContain('or by itself after those days');
    expect(text).toContain('the term and the date the Lessee would own the property move out by the days paused');
    expect(text).toContain('A rental with a payment due is not paused');
    expect([PAUSE_MAX_DAYS, PAUSE_EVERY_MONTHS]).toEqual([30, 6]);
  });
});
