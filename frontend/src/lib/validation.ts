/**
 * The spec's forms check only that fields are filled (section 5), in a fixed order, and report the first
 * missing one in a toast. A rule list keeps that order visible where each form declares it.
 */
export interface RequiredRule<Values> {
  field: keyof Values;
  message: string;
}

/**
 * The rule list from field → message pairs, in the order written. Field names are never integer-like, and
 * for such keys JavaScript keeps insertion order, so the order written is the order checked.
 */
export function requiredInOrder<Values>(messages: { readonly [Field in keyof Values]?: string }): readonly RequiredRule<Values>[] {
  return (Object.entries(messages) as [keyof Values, string][]).map(([field, message]) => ({ field, message }));
}

/** The message of the first rule whose field is empty (blank after trimming), or null when all are filled. */
export function firstMissing<Values extends { [Field in keyof Values]: string }>(
  values: Values,
  rules: readonly RequiredRule<Values>[],
): string | null {
  const missing = rules.find((rule) => (values[rule.field] ?? '').trim() === '');
  return missing ? missing.message : null;
}
