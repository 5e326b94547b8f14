import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageFor } from './usePageFor';

describe('the page of a filtered list', () => {
  it('when the admin turns pages, then the chosen page holds while search, filters and page size stay', () => {
    const { result, rerender } = renderHook(({ criteria }) => usePageFor(criteria), { initialProps: { criteria: ['', 'all', 10] } });
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](3));
    rerender({ criteria: ['', 'all', 10] });
    expect(result.current[0]).toBe(3);
  });

  it('when the search, a filter or the page size changes, then the list starts again at page 1 (spec 4)', () => {
    const { result, rerender } = renderHook(({ criteria }) => usePageFor(criteria), { initialProps: { criteria: ['', 'all', 10] } });
    act(() => result.current[1](3));
    rerender({ criteria: ['fridge', 'all', 10] });
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](2));
    rerender({ criteria: ['fridge', 'all', 25] });
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](2));
    rerender({ criteria: ['fridge', 'paused', 25] });
    expect(result.current[0]).toBe(1);
  });
});
