import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from './Page';

describe('Page', () => {
  it('when a leading part (a back arrow) comes after the heading got focus, then the heading keeps it', () => {
    const { rerender } = render(
      <Page title="Delivery Appointment" titleRef={() => undefined}>
        <p>Loading your cart…</p>
      </Page>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Delivery Appointment' });
    heading.focus();
    rerender(
      <Page title="Delivery Appointment" titleRef={() => undefined} leading={<button type="button">Back</button>}>
        <p>Your items</p>
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery Appointment' })).toBe(heading);
    expect(heading).toHaveFocus();
  });
});
