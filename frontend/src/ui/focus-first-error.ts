import { useEffect, useState } from 'react';

/**
 * Moves focus to a form's field in error once the render that marks it is on screen, so a screen reader reads the
 * field with its error (aria-invalid, the message under it). The forms' one way of doing it (issue 14).
 */
export function useFocusFirstError(): (form: HTMLFormElement | null, fieldName: string) => void {
  // A new object each time: pressing submit again moves focus back even if the same field is still in error.
  const [target, setTarget] = useState<{ element: HTMLElement } | null>(null);
  useEffect(() => {
    target?.element.focus();
  }, [target]);
  return (form, fieldName) => {
    const element = form?.elements.namedItem(fieldName);
    if (element instanceof HTMLElement) setTarget({ element });
  };
}
