import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styles from './Field.module.css';

interface FieldMessages {
  label: string;
  /** A rule to know before typing ('At least 8 characters'), always shown under the field. */
  hint?: string;
  /** The field's problem: marks it invalid and is shown under it. */
  error?: string;
}

interface ControlProps {
  id: string;
  'aria-invalid': InputHTMLAttributes<HTMLInputElement>['aria-invalid'];
  'aria-describedby': string | undefined;
}

/**
 * The frame every text field shares: the label, the control, then the hint and the error under it. The control is
 * described by both (and by whatever the caller adds), and marked invalid while there is an error.
 */
interface FrameProps extends FieldMessages {
  id: string | undefined;
  /** What the caller set: kept, and joined by the hint and the error. */
  describedBy: string | undefined;
  invalid: ControlProps['aria-invalid'];
  control: (props: ControlProps) => ReactNode;
}

function FieldFrame({ label, hint, error, id, describedBy, invalid, control }: FrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {control({ id: controlId, 'aria-invalid': error ? true : invalid, 'aria-describedby': describedByIds })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** What a field's caller sets on the frame (label, messages, id, description, validity) apart from the control's own props. */
type FrameInput = FieldMessages & { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: ControlProps['aria-invalid'] };

function splitFrame<Props extends FrameInput>({ label, hint, error, id, 'aria-describedby': describedBy, 'aria-invalid': invalid, ...controlProps }: Props) {
  return [{ label, hint, error, id, describedBy, invalid }, controlProps] as const;
}

type TextFieldProps = FieldMessages & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with its rule (hint) and its error under it. The form decides what the error is. */
export function TextField(props: TextFieldProps) {
  const [frame, inputProps] = splitFrame(props);
  return <FieldFrame {...frame} control={(controlProps) => <input className={styles.control} {...inputProps} {...controlProps} />} />;
}

type TextAreaFieldProps = FieldMessages & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField(props: TextAreaFieldProps) {
  const [frame, textareaProps] = splitFrame(props);
  return <FieldFrame {...frame} control={(controlProps) => <textarea className={styles.control} {...textareaProps} {...controlProps} />} />;
}
