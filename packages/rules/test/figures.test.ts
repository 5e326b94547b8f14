import { percentChange } from '../src/figures';

describe('percent change', () => {
  it('when a figure grows or shrinks, then the change is in percent with one decimal', () => {
    expect(percentChange(110, 100)).toBe(10);
    expect(percentChange(90, 100)).toBe(-10);
    expect(percentChange(1, 3)).toBe(-66.7);
  });

  it('when the previous figure is 0, then the change is 100 from nothing to something and 0 from nothing to nothing', () => {
    expect(percentChange(5, 0)).toBe(100);
    expect(percentChange(0, 0)).toBe(0);
  });
});
