import { useCallback, useEffect, useId, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import styles from './AgreementDialog.module.css';
import { TypedSignature } from './TypedSignature';

/** The billing service takes a signature of at most this many characters (a PNG data URL). */
export const MAX_SIGNATURE_CHARS = 60_000;

const INK = '#0a2b43';

/** Room kept around the strokes when the signature is cut out of the canvas, in CSS pixels. */
const TRIM_MARGIN = 8;

/**
 * The drawn signature as a PNG data URL: cut to the strokes (so it fills the line it is printed on), at the canvas's
 * size on screen rather than its device pixels, and smaller still in the rare case a dense signature would pass the
 * size the billing service takes.
 */
function exportSignature(pad: SignaturePad, canvas: HTMLCanvasElement): string {
  const cssWidth = canvas.offsetWidth || canvas.width;
  const cssHeight = canvas.offsetHeight || canvas.height;
  const ratio = canvas.width / cssWidth;
  const points = pad.toData().flatMap((stroke) => stroke.points);
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const left = Math.max(0, Math.min(...xs) - TRIM_MARGIN);
  const top = Math.max(0, Math.min(...ys) - TRIM_MARGIN);
  const right = Math.min(cssWidth, Math.max(...xs) + TRIM_MARGIN);
  const bottom = Math.min(cssHeight, Math.max(...ys) + TRIM_MARGIN);
  const source = points.length > 0 && right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : { left: 0, top: 0, width: cssWidth, height: cssHeight };

  for (let attempt = 0, scale = 1; attempt < 6; attempt += 1, scale *= 0.75) {
    const copy = document.createElement('canvas');
    copy.width = Math.max(1, Math.round(source.width * scale));
    copy.height = Math.max(1, Math.round(source.height * scale));
    const context = copy.getContext('2d');
    if (!context) break;
    context.drawImage(canvas, source.left * ratio, source.top * ratio, source.width * ratio, source.height * ratio, 0, 0, copy.width, copy.height);
    const dataUrl = copy.toDataURL('image/png');
    if (dataUrl.length <= MAX_SIGNATURE_CHARS) return dataUrl;
  }
  return pad.toDataURL('image/png');
}

interface SignatureFieldProps {
  signerName: string;
  /** What the signer's name line says instead while the name is not known. */
  nameHint?: string | undefined;
  signature: string | null;
  /** `typedName` is the name typed to sign, or null when the signature was drawn (or there is none). */
  onSignatureChange: (signature: string | null, typedName: string | null) => void;
}

type SignMethod = 'draw' | 'type';

/** The pad's size before it was ever laid out (jsdom, or a hidden pad): its usual width and spec 9's 120 px. */
const DEFAULT_PAD_SIZE = { width: 480, height: 120 };

/**
 * Spec 2.6's signature area: the customer's name (read-only), a 120 px canvas 'Click and drag to sign' drawn with
 * signature_pad (mouse, finger or stylus), 'Clear'; once signed, 'Signed by' and 'Clear signature'. The signature is
 * captured when the pen lifts (spec 4). Beside the pad, 'Type your name to sign' (issue 21, item 9) lets a customer
 * who cannot draw (keyboard only) sign by typing their name.
 */
export function SignatureField({ signerName, nameHint, signature, onSignatureChange }: SignatureFieldProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChange = useRef(onSignatureChange);
  const hintId = useId();
  const methodName = useId();
  const [method, setMethod] = useState<SignMethod>('draw');
  const [typed, setTyped] = useState('');
  const padSize = useRef(DEFAULT_PAD_SIZE);
  const currentPadSize = useCallback(() => padSize.current, []);

  useEffect(() => {
    onChange.current = onSignatureChange;
  }, [onSignatureChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: INK, minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;

    // The canvas draws in device pixels at its size on screen; a resize clears it, so the strokes are drawn again.
    let drawnAt = { width: 0, height: 0 };
    const fit = () => {
      const { offsetWidth: width, offsetHeight: height } = canvas;
      if (width === 0 || height === 0 || (width === drawnAt.width && height === drawnAt.height)) return;
      drawnAt = { width, height };
      padSize.current = { width, height };
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = width * ratio;
      canvas.height = height * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0) pad.fromData(strokes);
    };
    fit();
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
    resized?.observe(canvas);

    const penLifted = () => {
      if (!pad.isEmpty()) onChange.current(exportSignature(pad, canvas), null);
    };
    pad.addEventListener('endStroke', penLifted);
    return () => {
      resized?.disconnect();
      pad.removeEventListener('endStroke', penLifted);
      pad.off();
      padRef.current = null;
    };
  }, []);

  function clear() {
    padRef.current?.clear();
    setTyped('');
    onSignatureChange(null, null);
  }

  function choose(next: SignMethod) {
    // A switch starts the signature afresh: what is kept is only ever what the chosen way shows.
    clear();
    setMethod(next);
  }

  return (
    <div className={styles.signatureArea}>
      <TextField label="Customer name" value={signerName} readOnly hint={nameHint} />
      <fieldset className={styles.signMethod}>
        <legend className={styles.label}>How do you want to sign?</legend>
        {(
          [
            ['draw', 'Draw your signature'],
            ['type', 'Type your name to sign'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={styles.signMethodOption}>
            <input type="radio" name={methodName} value={value} checked={method === value} onChange={() => choose(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      <div className={styles.signatureField}>
        <span className={styles.label}>Signature</span>
        <div className={styles.padFrame} hidden={method !== 'draw'}>
          <canvas ref={canvasRef} className={styles.pad} role="img" aria-label="Signature pad: click and drag to sign" aria-describedby={hintId} />
          {!signature && (
            <span className={styles.padPlaceholder} aria-hidden="true">
              Click and drag to sign
            </span>
          )}
        </div>
        {method === 'type' && <TypedSignature value={typed} onValueChange={setTyped} padSize={currentPadSize} signature={signature} onSignatureChange={onSignatureChange} />}
        <p id={hintId} className={styles.hint}>
          {method === 'draw'
            ? 'Draw your signature with a mouse, a finger or a stylus, or choose "Type your name to sign".'
            : 'The agreement will say that you signed it by typing your name.'}
        </p>
        <div className={styles.signatureStatus}>
          <p role="status">
            {signature ? (
              <>
                Signed by <strong>{signerName}</strong>
              </>
            ) : (
              'Not signed yet'
            )}
          </p>
          <Button variant="secondary" small onClick={clear}>
            {signature ? 'Clear signature' : 'Clear'}
          </Button>
        </div>
      </div>
    </div>
  );
}
