import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../api';
import type * as ApiModule from '../api';
import { downloadAgreementPdf } from '../lib/agreement-pdf';
import { AgreementDownload } from './AgreementDownload';

vi.mock('../api', async (original) => {
  const actual = await original<typeof ApiModule>();
  return { ...actual, api: { ...actual.api, getAgreement: vi.fn() } };
});
vi.mock('../lib/agreement-pdf', async (original) => ({ ...(await original<object>()), downloadAgreementPdf: vi.fn(async () => undefined) }));

const getAgreement = vi.mocked(api.getAgreement);
const HASH = 'c0ffee'.repeat(10) + 'c0ff';

const kept = {
  orderId: 'a'.repeat(24),
  agreementVersion: '1.0',
  title: 'Rental Agreement',
  sections: [{ heading: '1. Rented property', paragraphs: ['Item 1: Refrigerator. Monthly rent $40.00.'] }],
  hash: HASH,
  customerName: 'Jane Customer',
  signedDate: '6/10/2030',
  signatureTimestamp: '2030-06-10T12:00:00.000Z',
  customerSignature: 'data:image/png;base64,U0lHTg==',
  lessorSignature: 'data:image/png;base64,TEVTUw==',
};

beforeEach(() => {
  getAgreement.mockReset();
  vi.mocked(downloadAgreementPdf).mockClear();
});

describe("My Account's Download agreement (issue 21, item 7)", () => {
  it("when pressed, then the order's stored agreement is printed: its sections, fingerprint, signatures and date", async () => {
    getAgreement.mockResolvedValue({ agreement: kept });
    render(<AgreementDownload orderId={kept.orderId} status="active" describedBy="title" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download agreement' }));
    expect(getAgreement).toHaveBeenCalledWith(kept.orderId);
    expect(downloadAgreementPdf).toHaveBeenCalledWith({
      agreement: { title: 'Rental Agreement', version: '1.0', sections: kept.sections, hash: HASH },
      customerName: 'Jane Customer',
      customerSignature: kept.customerSignature,
      lessorName: 'Rent-to-Own Appliance',
      lessorSignature: kept.lessorSignature,
      signedDate: '6/10/2030',
    });
  });

  it("when the server keeps none for the order, then it says so in the server's words", async () => {
    getAgreement.mockRejectedValue(new ApiError(404, 'No signed agreement was found for this order', null));
    render(<AgreementDownload orderId={kept.orderId} status="cancelled" describedBy="title" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download agreement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No signed agreement was found for this order');
    expect(downloadAgreementPdf).not.toHaveBeenCalled();
  });

  it('when the order still waits for its payment, then there is nothing to download yet', () => {
    render(<AgreementDownload orderId={kept.orderId} status="pending" describedBy="title" />);
    expect(screen.queryByRole('button', { name: 'Download agreement' })).not.toBeInTheDocument();
  });
});
