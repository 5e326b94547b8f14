import type { jsPDF } from 'jspdf';

/** The margin of the documents made in the browser, in points: three quarters of an inch. */
export const PAGE_MARGIN = 54;

/** A new US letter document measured in points. jsPDF is imported on the first call only (a chunk of its own). */
export async function newLetterPdf(): Promise<jsPDF> {
  const { jsPDF } = await import('jspdf');
  return new jsPDF({ unit: 'pt', format: 'letter' });
}
