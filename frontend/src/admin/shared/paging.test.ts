import { describe, expect, it } from 'vitest';
import { pageOf, pageWindow, showingLine, totalPagesOf } from './paging';

describe('pagination (spec 2.14)', () => {
  it('when there are few pages, then every page number is shown', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('when there are many pages, then a window of 5 follows the current page and stays inside the range', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 20)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('when a page is shown, then "Showing x to y of z" counts its rows, the last page short', () => {
    expect(showingLine(1, 10, 42)).toBe('Showing 1 to 10 of 42');
    expect(showingLine(5, 10, 42)).toBe('Showing 41 to 42 of 42');
    expect(showingLine(1, 10, 0)).toBe('Showing 0 to 0 of 0');
  });

  it('when paging in the client, then pages are cut by the page size', () => {
    expect(totalPagesOf(42, 10)).toBe(5);
    expect(totalPagesOf(0, 10)).toBe(1);
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  });
});
