import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../api';
import { api, ApiError, type AgreementRequest, type DeliveryChoice } from '../api';
import { AgreementDialog } from './AgreementDialog';
import type { FiguresState } from './ChargeSummary';
import { fakeAgreementText } from '../test/fake-agreement';

const SIGNATURE = 'data:image/png;base64,U0lHTkVE';

// The pad needs a real canvas: a stand-in that signs when pressed.
vi.mock('./SignatureField', () => ({
  SignatureField: ({ onSignatureChange }: { onSignatureChange: (image: string | null, typed: string | null) => void }) => (
    <button type="button" onClick={() => onSignatureChange(SIGNATURE, null)}>
      Sign here
    </button>
  ),
}));
vi.mock('./lessor-signature', () => ({ drawLessorSignature: vi.fn(async () => 'data:image/png;base64,TEVTU09S') }));
vi.mock('../api', async (original) => {
  const actual = await original<typeof ApiModule>();
  return { ...actual, api: { ...actual.api, draftAgreement: vi.fn() } };
});

const draftAgreement = vi.mocked(api.draftAgreement);

const choice: DeliveryChoice = {
  location: { lat: 39.7684, lng: -86.1581 },
  deliveryDate: '2030-06-14',
  deliveryTime: '4:00 PM',
  totalCost: 95,
  locationName: 'Carmel, Indiana',
  deliveryAddress: { street: '123 Main St', city: 'Carmel', state: 'IN', zipCode: '46032' },
};

const loading = { figures: undefined, isError: false, isFetching: true, refetch: () => undefined };

async function openDialog({ saveCard = true, figures = loading }: { saveCard?: boolean; figures?: FiguresState } = {}) {
  const onSubmit = vi.fn(async () => undefined);
  const dialogWith = (save: boolean) => (
    <AgreementDialog open onOpenChange={() => undefined} customer={{ name: 'Jane Customer' }} choice={choice} draftDay={14} saveCard={save} figures={figures} onSubmit={onSubmit} />
  );
  const { rerender } = render(dialogWith(saveCard));
  // The dialog's chunk loads on its first opening (ui/Modal.tsx).
  const dialog = await screen.findByRole('dialog', { name: 'Rental Agreement' });
  return {
    dialog,
    onSubmit,
    user: userEvent.setup(),
    text: () => within(dialog).getByRole('region', { name: 'Agreement text', hidden: true }),
    changeSaveCard: (save: boolean) => rerender(dialogWith(save)),
  };
}

beforeEach(() => {
  draftAgreement.mockReset();
  draftAgreement.mockImplementation(async (request: AgreementRequest) => fakeAgreementText(request));
});

describe("the agreement dialog shows the server's agreement (issue 21, item 7)", () => {
  it('asks the server for the text of this order and shows exactly its sections and fingerprint', async () => {
    const { text } = await openDialog();
    await waitFor(() => expect(text()).toHaveTextContent('Item 1: Smart LED TV, 55-inch screen. Monthly rent $55.00.'));
    const expected = fakeAgreementText({ ...choice, draftDay: 14, saveCard: true, customerName: 'Jane Customer' });
    for (const section of expected.sections) expect(within(text()).getByText(section.heading)).toBeInTheDocument();
    expect(text()).toHaveTextContent(`Agreement fingerprint (SHA-256): ${expected.hash}`);
    expect(draftAgreement).toHaveBeenCalledTimes(1);
    expect(draftAgreement).toHaveBeenCalledWith({ ...choice, draftDay: 14, saveCard: true, customerName: 'Jane Customer' });
  });

  it("sends the text's fingerprint with the signed agreement", async () => {
    const { dialog, onSubmit, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Sign here' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const { hash } = fakeAgreementText({ ...choice, draftDay: 14, saveCard: true, customerName: 'Jane Customer' });
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ customerName: 'Jane Customer', customerSignature: SIGNATURE, agreementHash: hash }));
  });

  it('when the card is not saved, then the text is asked for that choice and the summary says each month is invoiced by e-mail; a change before signing asks again', async () => {
    const figures = { figures: { monthlyTotalCents: 9500, deliveryFeeCents: 0, totalTodayCents: 9500 }, isError: false, isFetching: false, refetch: () => undefined };
    const { dialog, changeSaveCard } = await openDialog({ saveCard: false, figures });
    await waitFor(() => expect(draftAgreement).toHaveBeenCalledWith({ ...choice, draftDay: 14, saveCard: false, customerName: 'Jane Customer' }));
    const summary = within(dialog).getByRole('region', { name: 'What you pay' });
    expect(summary).toHaveTextContent("Each month's invoice is e-mailed to you on the 14th of each month, to pay with Pay Now on My Account by its due date, that day.");
    expect(summary).not.toHaveTextContent('from your card');

    changeSaveCard(true);
    await waitFor(() => expect(draftAgreement).toHaveBeenLastCalledWith({ ...choice, draftDay: 14, saveCard: true, customerName: 'Jane Customer' }));
    expect(draftAgreement).toHaveBeenCalledTimes(2);
    expect(within(dialog).getByRole('region', { name: 'What you pay' })).toHaveTextContent('Drafted on the 14th of each month from your card.');
  });

  it('when the text cannot be loaded, then it says so, nothing can be signed or downloaded, and Retry loads it', async () => {
    draftAgreement.mockRejectedValueOnce(new ApiError(503, 'The order service is not available, please try again shortly', null));
    const { dialog, user, text } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Sign here' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));

    expect(await within(dialog).findAllByText('The order service is not available, please try again shortly')).not.toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Download Agreement' })).toBeDisabled();
    expect(text()).not.toHaveTextContent('Item 1');

    await user.click(within(dialog).getAllByRole('button', { name: 'Retry' })[0]!);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(text()).toHaveTextContent('Item 1: Smart LED TV');
    expect(within(dialog).queryAllByText('The order service is not available, please try again shortly')).toHaveLength(0);
  });
});
