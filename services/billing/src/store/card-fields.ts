/** What every stored card keeps, as the provider describes it: never its number, never its security code. */
export const cardSummaryFields = {
  brand: { type: String, required: true },
  last4: { type: String, required: true },
  expMonth: { type: Number, required: true },
  expYear: { type: Number, required: true },
} as const;
