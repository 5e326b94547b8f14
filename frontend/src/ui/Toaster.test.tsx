import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { Toaster } from './Toaster';

describe('Toaster', () => {
  it('when a toast shows, then its band starts under the header on a desktop and on a phone, not over its links', async () => {
    const { container } = render(<Toaster />);
    act(() => {
      toast('Item added to cart');
    });
    await screen.findByText('Item added to cart');
    const band = container.ownerDocument.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(band?.style.getPropertyValue('--offset-top')).toBe('calc(var(--header-height) + 16px)');
    expect(band?.style.getPropertyValue('--mobile-offset-top')).toBe('calc(var(--header-height) + 8px)');
  });
});
