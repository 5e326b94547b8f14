import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { statusFilterOf, useStatusFilter } from './status-filter';

function Probe() {
  const [status, setStatus] = useStatusFilter();
  const location = useLocation();
  return (
    <>
      <p>{`${status} ${location.search}`}</p>
      <button onClick={() => setStatus('active')}>Active</button>
      <button onClick={() => setStatus('all')}>All</button>
    </>
  );
}

const at = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Probe />
    </MemoryRouter>,
  );

describe("the subscriptions list's status filter in the address (issue 25)", () => {
  it('when the address names a status the filter offers, then that is the filter; anything else is All', () => {
    expect(statusFilterOf('paused')).toBe('paused');
    expect(statusFilterOf('cancelled')).toBe('cancelled');
    expect(statusFilterOf('Paused')).toBe('all');
    expect(statusFilterOf('lost')).toBe('all');
    expect(statusFilterOf(null)).toBe('all');
  });

  it("when the dashboard's link opens ?status=paused, then the list is filtered to paused; choosing All takes it out of the address", () => {
    at('/admin/subscriptions?status=paused&page=2');
    expect(screen.getByText('paused ?status=paused&page=2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Active' }));
    expect(screen.getByText('active ?status=active&page=2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByText('all ?page=2')).toBeInTheDocument();
  });
});
