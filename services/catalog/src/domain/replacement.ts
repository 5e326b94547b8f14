/** A repair that replaced a unit in a customer's home (issue 23, item 2): pure, no I/O. */

export interface RentedSerial {
  serial: string;
  status: string;
  orderId: string;
}

export interface OrderHold {
  orderId: string;
  quantity: number;
  serials: string[];
}

/**
 * The serial of the unit a repair ticket sends to the customer's home: made from the product and the ticket, so the
 * same replacement asked twice names the same unit.
 */
export function replacementSerial(productId: string, ticketId: string): string {
  return `SN-${productId.slice(-6)}-R${ticketId.slice(-8)}`.toUpperCase();
}

export function noUnitToReplaceMessage(name: string): string {
  return `${name} has no unit available to replace it right now`;
}

export function notRentedMessage(name: string): string {
  return `This order has no unit of ${name} in the customer's home`;
}

/**
 * The serials after the swap: the order's first unit (by serial) goes to maintenance, the new one is rented to the
 * order in its place. An order delivered before serials were assigned has none to send: only the new one is named.
 */
export function swapSerials(holds: readonly OrderHold[], serials: readonly RentedSerial[], orderId: string, newSerial: string) {
  const hold = holds.find((each) => each.orderId === orderId);
  const replacedSerial = hold?.serials[0] ?? null;
  const rentedTo = holds.map((each) =>
    each.orderId === orderId ? { ...each, serials: [...each.serials.filter((serial) => serial !== replacedSerial), newSerial] } : each,
  );
  const marked = serials.map((each) => (each.serial === replacedSerial ? { ...each, status: 'maintenance' } : each));
  return { replacedSerial, rentedTo, serials: [...marked, { serial: newSerial, status: 'rented', orderId }] };
}
