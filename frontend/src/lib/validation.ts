/**
 * The spec's forms check only that fields are filled (section 5), in a fixed order, and report the first
 * missing one in a toast. A rule list keeps that order visible where each form declares it.
 */
export interface RequiredRule<Values> {
  field: keyof Values;
  message: string;
}

/** The message of the first rule whose field is empty (blank after trimming), or null when all are filled. */
export function firstMissing<Values extends { [Field in keyof Values]: string }>(
  values: Values,
  rules: readonly RequiredRule<Values>[],
): string | null {
  const missing = rules.find((rule) => (values[rule.field] ?? '').trim() === '');
  return missing ? missing.message : null;
}
