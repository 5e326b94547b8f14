import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';

type StringFields<Values> = { [Field in keyof Values]: string };

/**
 * The spec's forms all work the same way (section 5): text fields, a check on submit whose first problem is
 * shown as a toast, and otherwise one call. This keeps that in one place; the forms keep their own rules and calls.
 * `validate` and `onValid` are read at submit time, so they may close over the latest render (e.g. the auth mode).
 */
export function useValidatedForm<Values extends StringFields<Values>>(
  initialValues: Values,
  validate: (values: Values) => string | null,
  onValid: (values: Values) => void,
) {
  const [values, setValues] = useState<Values>(initialValues);

  /** Props for a TextField or TextAreaField bound to one field: name, value and onChange. */
  function field<Field extends keyof Values & string>(name: Field) {
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        // Read now: the updater runs later, and the event's target may have moved on by then.
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
      },
    };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validate(values);
    if (problem) {
      toast.error(problem);
      return;
    }
    onValid(values);
  }

  const reset = () => setValues(initialValues);

  return { values, field, submit, reset };
}
