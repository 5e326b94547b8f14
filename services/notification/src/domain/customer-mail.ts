import { escapeHtml } from './html';

/** A customer's e-mail about their rental, in text and HTML alike: a greeting, paragraphs, and a link. Pure: no I/O. */

export interface MailLink {
  label: string;
  url: string;
}

/** 'Hello Ann,' or 'Hello,' when no name is known. */
export function greetingOf(customerName: string): string {
  return customerName.trim() ? `Hello ${customerName.trim()},` : 'Hello,';
}

export function customerMailOf(subject: string, customerName: string, paragraphs: string[], link: MailLink) {
  const hello = greetingOf(customerName);
  return {
    subject,
    text: [hello, '', ...paragraphs, '', `${link.label}: ${link.url}`].join('\n'),
    html: [
      '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
      `<p>${escapeHtml(hello)}</p>`,
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
      '</body></html>',
    ].join('\n'),
  };
}
