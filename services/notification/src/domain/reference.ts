/**
 * The short reference people quote for a support message or an order: the id's last 8 characters, upper-cased.
 * Easy to read out; not unique across all time (it is mostly the database id's counter), so never a key.
 */
export function referenceOf(id: string): string {
  return id.slice(-8).toUpperCase();
}
