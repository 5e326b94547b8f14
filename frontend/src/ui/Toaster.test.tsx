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
    expect(band?.style.getPropertyValue('--offset-top')).toBe('calc(var(--toast-top) + 16px)');
    expect(band?.style.getPropertyValue('--mobile-offset-top')).toBe('calc(var(--toast-top) + 8px)');
  });

  it("when a success, error, info or warning toast shows, then its text takes the design's darker tone (4.5:1 on its pale colour)", async () => {
    const { container } = render(<Toaster />);
    act(() => {
      toast.success('Logged in successfully');
    });
    await screen.findByText('Logged in successfully');
    const band = container.ownerDocument.querySelector<HTMLElement>('[data-sonner-toaster]');
    for (const [kind, token] of [['success', 'success'], ['error', 'danger'], ['info', 'brand'], ['warning', 'warning']]) {
      expect(band?.style.getPropertyValue(`--${kind}-text`)).toBe(`var(--color-${token})`);
    }
  });
});
