import { useId } from 'react';

interface SaveCardBoxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What ticking or unticking does, said under the box (and read with it). */
  hint: string;
  className?: string | undefined;
  hintClassName?: string | undefined;
}

/** "Save this card for recurring payments" (spec 2.6), with what it means: the billing page's and Pay Now's. */
export function SaveCardBox({ checked, onChange, hint, className, hintClassName }: SaveCardBoxProps) {
  const id = useId();
  return (
    <>
      <div className={className}>
        <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={`${id}-hint`} />
        <label htmlFor={id}>Save this card for recurring payments</label>
      </div>
      <p id={`${id}-hint`} className={hintClassName}>
        {hint}
      </p>
    </>
  );
}
