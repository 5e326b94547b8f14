import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDashboardOrder, anOrderItem, dashboardData } from '../../test/dashboard-builders';
import { jsonResponse, mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

/** The end of a troubleshooting guide (issue 23, item 2): "Still not working? Book a technician" for a renter. */

const fridge = anOrderItem({ _id: 'p-fridge', name: 'Fridge', category: 'refrigerator' });
const secondFridge = anOrderItem({ _id: 'p-fridge-2', name: 'Garage Fridge', category: 'refrigerator' });
const ticket = {
  _id: 't1',
  orderId: 'o1',
  user: 'user-1',
  itemId: 'p-fridge',
  itemName: 'Fridge',
  category: 'refrigerator',
  issue: 'Too warm',
  visitDate: '2030-06-20',
  visitTime: '3:00 PM',
  status: 'booked',
  note: '',
  replacedSerial: null,
  newSerial: null,
  createdAt: '2030-06-15T12:00:00.000Z',
  updatedAt: '2030-06-15T12:00:00.000Z',
};

function openGuide(orders: ReturnType<typeof aDashboardOrder>[], repair: (call: RecordedCall) => Response = () => jsonResponse(201, { message: 'Technician booked', ticket })) {
  window.localStorage.setItem('token', 'customer-token');
  const fetches = mockFetch((call) => {
    if (call.path === '/getDashboardData') return jsonResponse(200, dashboardData({ orders }));
    if (call.path === '/requestRepair') return repair(call);
    if (call.path === '/getRepairTickets') return jsonResponse(200, { data: [] });
    return jsonResponse(404, { error: 'Not found' });
  });
  return { ...renderApp('/refrigerator'), ...fetches };
}

describe('Book a technician from a guide', () => {
  it('when a renter of a delivered fridge books a technician, then the dialog posts the item, the words and the slot, and closes', async () => {
    const { user, calls } = openGuide([aDashboardOrder({ _id: 'o1', items: [fridge] })]);
    expect(await screen.findByText('Still not working?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book a technician' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a technician' });
    expect(within(dialog).getByText('Fridge')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Book technician' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('What is wrong?'), 'Too warm');
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), '2030-06-20');
    await user.selectOptions(within(dialog).getByLabelText('Time'), '3:00 PM');
    await user.click(within(dialog).getByRole('button', { name: 'Book technician' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/requestRepair')?.body).toEqual({ orderId: 'o1', itemId: 'p-fridge', issue: 'Too warm', visitDate: '2030-06-20', visitTime: '3:00 PM' });
    expect(await screen.findByText('Technician booked for Thursday, June 20, 2030 at 3:00 PM')).toBeInTheDocument();
  });

  it("when scheduling refuses the slot, then its words show in the dialog, which stays open; with two fridges the customer picks which", async () => {
    const refusal = 'Visits need at least 24 hours of notice. Please pick a later time.';
    const { user, calls } = openGuide([aDashboardOrder({ _id: 'o1', items: [fridge] }), aDashboardOrder({ _id: 'o2', items: [secondFridge] })], () => jsonResponse(422, { error: refusal }));
    await user.click(await screen.findByRole('button', { name: 'Book a technician' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a technician' });
    await user.selectOptions(within(dialog).getByLabelText('Which item'), 'o2:p-fridge-2');
    await user.type(within(dialog).getByLabelText('What is wrong?'), 'Leaking');
    await user.click(within(dialog).getByRole('button', { name: 'Book technician' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Book a technician' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/requestRepair')?.body).toMatchObject({ orderId: 'o2', itemId: 'p-fridge-2', issue: 'Leaking' });
  });

  it('when the customer rents no fridge, or it is not delivered yet, then the guide ends as before, with no button', async () => {
    openGuide([aDashboardOrder({ items: [fridge], deliveryStatus: 'scheduled' }), aDashboardOrder({ items: [anOrderItem({ category: 'tv' })] })]);
    expect(await screen.findByText('Still need help?')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Book a technician' })).not.toBeInTheDocument());
  });

  it('when nobody is logged in, then the guide offers a way to log in instead', async () => {
    window.localStorage.removeItem('token');
    mockFetch(() => jsonResponse(404, { error: 'Not found' }));
    renderApp('/refrigerator');
    const offer = (await screen.findByText(/to book a technician\.$/)).closest('p')!;
    expect(within(offer).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/?login=true');
    expect(screen.queryByRole('button', { name: 'Book a technician' })).not.toBeInTheDocument();
  });
});
