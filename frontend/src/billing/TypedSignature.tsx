import { useEffect, useRef } from 'react';
import { TextField } from '../ui/TextField';
import styles from './AgreementDialog.module.css';
import { drawScriptName } from './script-signature';

interface TypedSignatureProps {
  value: string;
  onValueChange: (value: string) => void;
  /** The signature pad's size on screen, in CSS pixels: the typed signature is drawn at that size. */
  padSize: () => { width: number; height: number };
  signature: string | null;
  onSignatureChange: (signature: string | null, typedName: string | null) => void;
}

/**
 * 'Type your name to sign' (issue 21, item 9): a keyboard-only customer types their name; it is drawn in script on a
 * canvas the size of the pad and kept as the same PNG data URL the pad gives, so the billing service sees no change.
 */
export function TypedSignature({ value, onValueChange, padSize, signature, onSignatureChange }: TypedSignatureProps) {
  const onChange = useRef(onSignatureChange);
  const size = useRef(padSize);
  useEffect(() => {
    onChange.current = onSignatureChange;
    size.current = padSize;
  }, [onSignatureChange, padSize]);

  useEffect(() => {
    const name = value.trim();
    if (name === '') {
      onChange.current(null, null);
      return;
    }
    // Only the drawing of the latest name counts: an earlier one may finish after it.
    let current = true;
    const { width, height } = size.current();
    drawScriptName(name, width, height).then(
      (image) => current && onChange.current(image, name),
      () => current && onChange.current(null, null),
    );
    return () => {
      current = false;
    };
  }, [value]);

  return (
    <>
      <TextField
        label="Type your full name"
        hint="Your name is written in a script face and kept as your signature."
        value={value}
        autoComplete="name"
        onChange={(event) => onValueChange(event.target.value)}
      />
      <div className={styles.padFrame}>
        {signature ? (
          <img className={styles.typedPreview} src={signature} alt={`Your typed signature: ${value.trim()}`} />
        ) : (
          <div className={styles.typedPreview} aria-hidden="true">
            <span className={styles.padPlaceholder}>Your typed signature appears here</span>
          </div>
        )}
      </div>
    </>
  );
}
