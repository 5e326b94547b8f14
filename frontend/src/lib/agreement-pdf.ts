/**
 * 'Download Agreement' (spec 2.6) and My Account's 'Download agreement': the agreement as a PDF made in the browser
 * with jsPDF, which is imported (lib/pdf) on the first click (it is about 0.1 MB gzipped). The PDF holds the whole text of the dialog's
 * full view (the server's text, exactly), its SHA-256 fingerprint and both signatures; My Account prints the same
 * from the stored copy.
 */
import type { jsPDF } from 'jspdf';
import { newLetterPdf, PAGE_MARGIN } from './pdf';

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

/** The agreement as the server composed it (POST /draftAgreement, or kept with an order): the text and its SHA-256. */
export interface AgreementDocument {
  title: string;
  version: string;
  sections: AgreementSection[];
  hash: string;
}

/** The server's answer as the document printed. */
export const agreementDocumentOf = (text: { title: string; agreementVersion: string; sections: AgreementSection[]; hash: string }): AgreementDocument => ({
  title: text.title,
  version: text.agreementVersion,
  sections: text.sections,
  hash: text.hash,
});

/** The line printed under the text: what ties the PDF to the text stored with the order. */
export const fingerprintLine = (hash: string) => `Agreement fingerprint (SHA-256): ${hash}`;

export interface SignedCopy {
  agreement: AgreementDocument;
  customerName: string;
  /** The drawn signature (PNG data URL), or null while the customer has not signed. */
  customerSignature: string | null;
  lessorName: string;
  lessorSignature: string | null;
  signedDate: string;
}

const SIGNATURE_BOX = { width: 200, height: 56 };

/** Writes the copy into a new letter-size document. */
export async function buildAgreementPdf(copy: SignedCopy): Promise<jsPDF> {
  const doc = await newLetterPdf();
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const textWidth = pageWidth - 2 * PAGE_MARGIN;
  let y = PAGE_MARGIN;

  const room = (height: number) => {
    if (y + height <= pageHeight - PAGE_MARGIN) return;
    doc.addPage();
    y = PAGE_MARGIN;
  };
  const write = (text: string, size: number, style: 'normal' | 'bold', gapAfter: number) => {
    doc.setFont('helvetica', style);
    doc.setFontSize(size);
    const lineHeight = size * 1.35;
    for (const line of doc.splitTextToSize(text, textWidth) as string[]) {
      room(lineHeight);
      doc.text(line, PAGE_MARGIN, y, { baseline: 'top' });
      y += lineHeight;
    }
    y += gapAfter;
  };

  doc.setProperties({ title: `${copy.agreement.title} - ${copy.customerName}`, subject: `${copy.agreement.title}, version ${copy.agreement.version}`, author: copy.lessorName });
  write(copy.agreement.title, 20, 'bold', 2);
  write(`Version ${copy.agreement.version}`, 10, 'normal', 14);
  for (const section of copy.agreement.sections) {
    write(section.heading, 12, 'bold', 4);
    for (const paragraph of section.paragraphs) write(paragraph, 10.5, 'normal', 6);
    y += 6;
  }
  write(fingerprintLine(copy.agreement.hash), 9, 'normal', 10);

  // The signatures, side by side, kept together on one page.
  room(SIGNATURE_BOX.height + 90);
  write('Signatures', 12, 'bold', 8);
  const top = y;
  const columnWidth = textWidth / 2;
  const signatureBlock = (column: number, role: string, signer: string, image: string | null) => {
    const x = PAGE_MARGIN + column * columnWidth;
    let blockY = top;
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(10);
    doc.text(role, x, blockY, { baseline: 'top' });
    blockY += 16;
    if (image) {
      const { width, height } = doc.getImageProperties(image);
      const scale = Math.min(SIGNATURE_BOX.width / width, SIGNATURE_BOX.height / height);
      doc.addImage(image, 'PNG', x, blockY, width * scale, height * scale);
    } else {
      doc.setFont('helvetica', 'italic');
      doc.text('Not signed yet', x, blockY + SIGNATURE_BOX.height / 2, { baseline: 'middle' });
    }
    blockY += SIGNATURE_BOX.height + 4;
    doc.setLineWidth(0.75);
    doc.line(x, blockY, x + SIGNATURE_BOX.width, blockY);
    blockY += 6;
    doc.setFont('helvetica', 'normal');
    doc.text(signer, x, blockY, { baseline: 'top' });
    doc.text(`Date: ${copy.signedDate}`, x, blockY + 14, { baseline: 'top' });
  };
  signatureBlock(0, 'Lessee (customer)', copy.customerName, copy.customerSignature);
  signatureBlock(1, 'Lessor', copy.lessorName, copy.lessorSignature);
  return doc;
}

/** 'Rental-Agreement-Jane-Doe-2030-06-12.pdf' */
export function agreementFileName(customerName: string, now: Date): string {
  const who = customerName.trim().replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'Customer';
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `Rental-Agreement-${who}-${day}.pdf`;
}

/** Builds the PDF and hands it to the browser as a download. */
export async function downloadAgreementPdf(copy: SignedCopy): Promise<void> {
  const doc = await buildAgreementPdf(copy);
  doc.save(agreementFileName(copy.customerName, new Date()));
}
