import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from './toast';
import { useFocusFirstError } from '../ui/focus-first-error';
import { fieldErrors, fieldProblem, type FieldErrors, type FieldRule } from './validation';

type StringFields<Values> = { [Field in keyof Values]: string };

/** One toast for a form's problem: a second submit replaces it instead of stacking another (issue 14). */
export const FORM_PROBLEM_TOAST = 'form-problem';

/**
 * The spec's forms all work the same way (section 5): text fields, a check on submit whose first problem is
 * shown as a toast, and otherwise one call. On top of the toast each field in error is marked, with its message
 * under it, and focus goes to the first one; a rule the customer can see coming (`checkOnBlur`) is checked when
 * they leave the field, and an error follows the typing until it is fixed.
 * `rules` and `onValid` are read at submit time, so they may close over the latest render (e.g. the auth mode).
 */
export function useValidatedForm<Values extends StringFields<Values>>(
  initialValues: Values,
  rules: readonly FieldRule<Values>[],
  onValid: (values: Values) => void,
) {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const focusFirstError = useFocusFirstError();

  const setError = (name: keyof Values, problem: string | undefined) =>
    setErrors((current) => {
      if (current[name] === problem) return current;
      const next = { ...current };
      if (problem === undefined) delete next[name];
      else next[name] = problem;
      return next;
    });

  /** Props for a TextField or TextAreaField bound to one field: name, value, error and the handlers. */
  function field<Field extends keyof Values & string>(name: Field) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        // Read now: the updater runs later, and the event's target may have moved on by then.
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        // A marked field is re-checked as it is typed in: the mark goes as soon as the value is right.
        if (errors[name] !== undefined) setError(name, fieldProblem({ ...values, [name]: value } as Values, rules, name));
      },
      onBlur: () => {
        if (errors[name] !== undefined) return;
        setError(name, fieldProblem(values, rules, name, (rule) => rule.checkOnBlur === true));
      },
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = fieldErrors(values, rules);
    setErrors(found);
    const first = (Object.keys(found) as (keyof Values & string)[])[0];
    if (first !== undefined) {
      toast.error(found[first], { id: FORM_PROBLEM_TOAST });
      focusFirstError(event.currentTarget, first);
      return;
    }
    toast.dismiss(FORM_PROBLEM_TOAST);
    onValid(values);
  }

  const reset = () => {
    setValues(initialValues);
    setErrors({});
  };

  /** Fills the fields still empty (a logged-in customer's name and e-mail, once known); never overwrites typing. */
  const prefill = useCallback(
    (known: Partial<Values>) =>
      setValues((current) => {
        const next = { ...current };
        for (const name of Object.keys(known) as (keyof Values)[]) {
          const value = known[name];
          if (value !== undefined && current[name].trim() === '') next[name] = value;
        }
        return next;
      }),
    [],
  );

  /** For a form whose fields change (Sign Up / Log In): a mark about a field now hidden would only confuse. */
  const clearErrors = () => setErrors({});

  return { values, errors, field, submit, reset, prefill, clearErrors };
}
