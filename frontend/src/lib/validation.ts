/**
 * The forms' rules (spec section 5): fields checked in a fixed order, the first problem reported in a toast. Each
 * field in error is also marked with its own message (issue 14), so a rule list names the field it is about.
 */
export interface FieldRule<Values> {
  field: keyof Values;
  message: string;
  /** Whether the value is acceptable; by default, filled (not blank after trimming). */
  passes?: (value: string, values: Values) => boolean;
  /**
   * Checked as soon as the customer leaves the field too, not only on submit: a rule they can see coming (the
   * password's length, the e-mail's form), never "this is empty" for a field they only passed through.
   */
  checkOnBlur?: boolean;
}

/** Kept for the forms that list only required fields. */
export type RequiredRule<Values> = FieldRule<Values>;

/** Each field in error with its message, in the order the rules found them: the first is the toast's. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/**
 * The rule list from field → message pairs, in the order written. Field names are never integer-like, and
 * for such keys JavaScript keeps insertion order, so the order written is the order checked.
 */
export function requiredInOrder<Values>(messages: { readonly [Field in keyof Values]?: string }): readonly FieldRule<Values>[] {
  return (Object.entries(messages) as [keyof Values, string][]).map(([field, message]) => ({ field, message }));
}

const filled = (value: string) => value.trim() !== '';

/** Identity's minimum (its MIN_PASSWORD_LENGTH): said under the field before the server has to refuse it. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE_HINT = `At least ${PASSWORD_MIN_LENGTH} characters`;

/** At least `length` characters once something is typed (emptiness is the required rule's to say). */
export function minLength<Values>(field: keyof Values, length: number, message: string): FieldRule<Values> {
  return { field, message, passes: (value) => value === '' || value.length >= length, checkOnBlur: true };
}

/** The password rule with the server's own words for it. */
export const passwordLength = <Values>(field: keyof Values) =>
  minLength<Values>(field, PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);

/** Something@something.something once something is typed; the server's check has the last word. */
export function emailFormat<Values>(field: keyof Values, message = 'Please enter a valid email'): FieldRule<Values> {
  return { field, message, passes: (value) => !filled(value) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()), checkOnBlur: true };
}

const failing = <Values extends { [Field in keyof Values]: string }>(values: Values, rule: FieldRule<Values>) =>
  !(rule.passes ?? filled)(values[rule.field] ?? '', values);

/** The first failing rule's message for one field, or undefined (only the rules `which` keeps). */
export function fieldProblem<Values extends { [Field in keyof Values]: string }>(
  values: Values,
  rules: readonly FieldRule<Values>[],
  field: keyof Values,
  which: (rule: FieldRule<Values>) => boolean = () => true,
): string | undefined {
  return rules.find((rule) => rule.field === field && which(rule) && failing(values, rule))?.message;
}

/** Every field in error with its first failing rule's message, in the order of the rules. */
export function fieldErrors<Values extends { [Field in keyof Values]: string }>(values: Values, rules: readonly FieldRule<Values>[]): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  for (const rule of rules) {
    if (errors[rule.field] === undefined && failing(values, rule)) errors[rule.field] = rule.message;
  }
  return errors;
}

/** The message of the first rule that fails, or null when all pass. */
export function firstMissing<Values extends { [Field in keyof Values]: string }>(values: Values, rules: readonly FieldRule<Values>[]): string | null {
  const missing = rules.find((rule) => failing(values, rule));
  return missing ? missing.message : null;
}
