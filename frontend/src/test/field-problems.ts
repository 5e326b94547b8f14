import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Whether `message` is on screen in a toast (the spec's way of reporting a form's problem). */
export async function expectToast(message: string) {
  await waitFor(() => expect(screen.getAllByText(message).some((element) => element.closest('[data-sonner-toast]') !== null)).toBe(true));
}

/**
 * A form's problem as the customer meets it (spec 5 and issue 14): the toast, and the field marked invalid, with
 * the message under it as its description; by default the field has the focus.
 */
export async function expectFieldProblem(label: string | RegExp, message: string, { toast = true, focused = true } = {}) {
  const field = screen.getByLabelText(label);
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  if (toast) await expectToast(message);
  if (focused) await waitFor(() => expect(field).toHaveFocus());
}
