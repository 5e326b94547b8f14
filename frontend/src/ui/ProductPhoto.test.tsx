import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PHOTO_FALLBACK, ProductPhoto } from './ProductPhoto';

describe('a product photo', () => {
  it('when the photo loads, then it is the product\'s own', () => {
    render(<ProductPhoto photo="/photos/abc" alt="Washer" size={56} />);
    expect(screen.getByRole('img', { name: 'Washer' }).getAttribute('src')).toMatch(/\/photos\/abc$/);
  });

  it('when the photo fails to load, then the fallback picture shows under the same name; a new photo gets its own try', () => {
    const { rerender } = render(<ProductPhoto photo="/photos/gone" alt="Washer" size={56} />);
    fireEvent.error(screen.getByRole('img', { name: 'Washer' }));
    const shown = screen.getByRole('img', { name: 'Washer' });
    expect(shown.getAttribute('src')).toBe(PHOTO_FALLBACK);
    expect(shown).toHaveAttribute('data-photo-fallback');
    rerender(<ProductPhoto photo="/photos/new" alt="Washer" size={56} />);
    expect(screen.getByRole('img', { name: 'Washer' }).getAttribute('src')).toMatch(/\/photos\/new$/);
  });
});
