import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../api';
import type { AgreementRequest, DeliveryChoice } from '../api';
import { AgreementDialog } from './AgreementDialog';

// The pad is not used here: a stand-in that never draws.
vi.mock('signature_pad', () => ({
  default: class {
    addEventListener() {}
    removeEventListener() {}
    off() {}
    clear() {}
    isEmpty() {
      return true;
    }
    toData() {
      return [];
    }
  },
}));
vi.mock('./lessor-signature', () => ({ drawLessorSignature: vi.fn(async () => 'data:image/png;base64,TEVTU09S') }));
// The server composes the text (POST /draftAgreement): a stand-in that says how the customer signs.
vi.mock('../api', async (original) => {
  const actual = await original<typeof ApiModule>();
  const { fakeAgreementText } = await import('../test/fake-agreement');
  return { ...actual, api: { ...actual.api, draftAgreement: vi.fn(async (request: AgreementRequest) => fakeAgreementText(request)) } };
});

const TYPED_PNG = 'data:image/png;base64,VFlQRUQ=';
const written: { text: string; font: string; width: number; height: number }[] = [];

// jsdom draws nothing: a 2D context that records what is written, and a canvas that answers a fixed PNG.
beforeEach(() => {
  written.length = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const { width, height } = this; // set before the context is asked for
    const context = {
      font: '',
      fillStyle: '',
      textAlign: '',
      textBaseline: '',
      measureText: (text: string) => ({ width: text.length * 10 }),
      fillText(text: string) {
        written.push({ text, font: context.font, width, height });
      },
    };
    return context as unknown as CanvasRenderingContext2D;
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(TYPED_PNG);
});

const choice: DeliveryChoice = {
  location: { lat: 39.7684, lng: -86.1581 },
  deliveryDate: '2030-06-14',
  deliveryTime: '4:00 PM',
  totalCost: 95,
  locationName: 'Indianapolis, Indiana, United States',
};

async function openDialog() {
  const onSubmit = vi.fn(async () => undefined);
  render(
    <AgreementDialog
      open
      onOpenChange={() => undefined}
      customer={{ name: 'Jane Customer' }}
      choice={choice}
      draftDay={14}
      saveCard
      figures={{ figures: undefined, isError: false, isFetching: true, refetch: () => undefined }}
      onSubmit={onSubmit}
    />,
  );
  // The dialog's chunk loads on its first opening (ui/Modal.tsx).
  return { dialog: await screen.findByRole('dialog', { name: 'Rental Agreement' }), onSubmit, user: userEvent.setup() };
}

describe('signing the agreement by typing a name (issue 21, item 9)', () => {
  it('when a name is typed, then it is drawn in script at the pad size as a PNG data URL, and Submit sends it', async () => {
    const { dialog, onSubmit, user } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Type your name to sign' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Type your full name' }), 'Jane Customer');
    await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));

    expect(await within(dialog).findByRole('img', { name: 'Your typed signature: Jane Customer' })).toHaveAttribute('src', TYPED_PNG);
    expect(written.at(-1)).toMatchObject({ text: 'Jane Customer', width: 480, height: 120 });
    expect(written.at(-1)?.font).toMatch(/cursive$/);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());

    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ customerName: 'Jane Customer', customerSignature: TYPED_PNG }));
  });

  it('when the typed name is empty or only spaces, then Submit stays disabled', async () => {
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Type your name to sign' }));
    const field = within(dialog).getByRole('textbox', { name: 'Type your full name' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    await user.type(field, 'Jane');
    await within(dialog).findByRole('img', { name: 'Your typed signature: Jane' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.clear(field);
    await user.type(field, '   ');
    expect(within(dialog).queryByRole('img', { name: /Your typed signature/ })).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('when signed by typing, then the agreement text says so; switching back to drawing drops it', async () => {
    const { dialog, user } = await openDialog();
    const agreementText = () => within(dialog).getByRole('region', { name: 'Agreement text', hidden: true });
    await waitFor(() => expect(agreementText()).toHaveTextContent('by drawing their signature'));

    await user.click(within(dialog).getByRole('radio', { name: 'Type your name to sign' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Type your full name' }), 'Jane Customer');
    await within(dialog).findByRole('img', { name: 'Your typed signature: Jane Customer' });
    await waitFor(() => expect(agreementText()).toHaveTextContent('Signed electronically by typing the name "Jane Customer".'));

    await user.click(within(dialog).getByRole('radio', { name: 'Draw your signature' }));
    await waitFor(() => expect(agreementText()).not.toHaveTextContent('Signed electronically by typing'));
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});
