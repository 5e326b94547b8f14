import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

describe('focus on moving to another screen', () => {
  it('when the first screen loads, then focus is left where the browser puts it; after a move, it is on the new screen\'s main heading', async () => {
    mockFetch(() => jsonResponse(404, { error: 'Not found' }));
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Support' });
    expect(document.body).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Appliances' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Choose Your Appliances' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
