import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `width` x `height` (RGBA, one dark stroke across), as a signature canvas would make. */
export function pngOf(width = 240, height = 60): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const x = Math.floor((y / height) * width);
    rows.writeUInt32BE(0x202020ff, y * (width * 4 + 1) + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const dataUrlOf = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** A signed agreement as the SPA sends it (spec 3). */
export function agreementOf(overrides: Record<string, unknown> = {}) {
  return {
    customerName: 'Jane Renter',
    customerSignature: dataUrlOf(pngOf(300, 80)),
    lessorSignature: dataUrlOf(pngOf(280, 60)),
    signedDate: '5/14/2030',
    agreementVersion: '1.0',
    signatureTimestamp: '2030-05-14T15:04:05.000Z',
    ...overrides,
  };
}

/** A billing submission as the SPA sends it (spec 3, 7). */
export function billingOf(overrides: Record<string, unknown> = {}) {
  return { paymentMethodId: 'pm_card_visa', zipCode: '46204', draftDay: 15, saveCard: true, agreement: agreementOf(), ...overrides };
}
