import { describe, expect, it } from 'vitest';
import { agreementFileName, buildAgreementPdf, type AgreementDocument } from './agreement-pdf';

// A whole 2 x 1 PNG, as the signature canvas makes them.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGPg0nb+D8IACkEC7ySCPyYAAAAASUVORK5CYII=';

const HASH = 'ab'.repeat(32);

// The server's text (POST /draftAgreement), long enough to run onto a second page.
const agreement: AgreementDocument = {
  title: 'Rental Agreement',
  version: '1.0',
  hash: HASH,
  sections: [
    { heading: 'Parties', paragraphs: ['This Rental Agreement is made between Rent-to-Own Appliance and Jane Customer.'] },
    { heading: '1. Rented property', paragraphs: ['Item 1: Smart LED TV, 55-inch screen. Monthly rent $55.00.', 'Item 2: Refrigerator. Monthly rent $40.00.'] },
    ...Array.from({ length: 12 }, (_, index) => ({ heading: `Clause ${index + 2}`, paragraphs: ['This Agreement is governed by the laws of the State of Indiana. '.repeat(4)] })),
  ],
};

describe('the agreement PDF', () => {
  it("when it is made, then it holds the title, every section of the server's text, its fingerprint, the names, the date and both signature images", async () => {
    const doc = await buildAgreementPdf({ agreement, customerName: 'Jane Customer', customerSignature: PNG, lessorName: 'Rent-to-Own Appliance', lessorSignature: PNG, signedDate: '6/10/2030' });
    const pdf = doc.output(); // uncompressed: the text is readable in the content streams
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(Rental Agreement)');
    for (const section of agreement.sections) expect(pdf).toContain(`(${section.heading})`);
    expect(pdf).toContain('Item 1: Smart LED TV, 55-inch screen.');
    expect(pdf).toContain(`(Agreement fingerprint \\(SHA-256\\): ${HASH})`);
    expect(pdf).toContain('(Jane Customer)');
    expect(pdf).toContain('(Rent-to-Own Appliance)');
    expect(pdf).toContain('(Date: 6/10/2030)');
    expect(pdf).toContain('State of Indiana');
    expect(pdf.match(/\/I\d+ Do/g)).toHaveLength(2); // the same image drawn twice is stored once
    expect(doc.getNumberOfPages()).toBeGreaterThanOrEqual(2);
  });

  it('when the customer has not signed yet, then the line says so and only the lessor signature is drawn', async () => {
    const doc = await buildAgreementPdf({ agreement, customerName: 'Jane Customer', customerSignature: null, lessorName: 'Rent-to-Own Appliance', lessorSignature: PNG, signedDate: '6/10/2030' });
    const pdf = doc.output();
    expect(pdf).toContain('(Not signed yet)');
    expect(pdf.match(/\/I\d+ Do/g)).toHaveLength(1);
  });

  it("when the file is named, then it carries the customer's name and the day", () => {
    expect(agreementFileName('Jane Q. Customer', new Date(2030, 5, 10))).toBe('Rental-Agreement-Jane-Q-Customer-2030-06-10.pdf');
    expect(agreementFileName('  ', new Date(2030, 5, 10))).toBe('Rental-Agreement-Customer-2030-06-10.pdf');
  });
});
