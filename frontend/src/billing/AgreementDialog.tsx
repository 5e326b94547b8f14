import { useEffect, useId, useMemo, useRef, useState, type RefObject, type UIEvent } from 'react';
import { toast } from '../lib/toast';
import type { Agreement, DeliveryChoice } from '../api';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import styles from './AgreementDialog.module.css';
import { AGREEMENT_VERSION, agreementRequestOf, LESSOR_NAME } from './agreement-text';
import { AgreementDraftProblem, AgreementTextView } from './AgreementTextView';
import { BILLING_MESSAGES } from './billing-rules';
import { ChargeSummary, type FiguresState } from './ChargeSummary';
import { SignatureField } from './SignatureField';
import { useAgreementDraft } from './useAgreementDraft';

/** Spec 9: the full view counts as read within 5 px of its bottom. */
export const SCROLL_THRESHOLD_PX = 5;

export const AGREEMENT_MESSAGES = {
  scrollHint: 'Please scroll down to read the complete agreement',
  scrollToContinue: 'Scroll to bottom to continue',
  reviewed: 'Agreement reviewed',
  downloadFailed: 'Failed to generate the agreement PDF. Please try again.',
} as const;

let lessorSignature: Promise<string> | undefined;

/** The lessor's signature, drawn once per page (the script font and the canvas work are loaded on first use). */
function lessorSignatureImage(): Promise<string> {
  lessorSignature ??= import('./lessor-signature').then(({ drawLessorSignature }) => drawLessorSignature(LESSOR_NAME));
  lessorSignature.catch(() => {
    lessorSignature = undefined; // the next use tries again
  });
  return lessorSignature;
}

export interface CustomerName {
  name: string;
  /** Said on the name line while the name is not there (loading, or it could not be loaded). */
  hint?: string | undefined;
}

/**
 * What a Submit asks of the dialog once handled: 'read-again' when the order no longer matches the text signed
 * (nothing was placed): the text is fetched again and consent must be given again; the signature stays.
 */
export type SubmitAnswer = 'read-again' | void;

/** What the customer gave in the dialog: kept by the page, so that a failure after signing does not ask for it again. */
export interface KeptSignature {
  signature: string | null;
  typedSignature: string | null;
  consent: boolean;
}

interface AgreementDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opened the dialog (Complete Setup): focus goes back to it when the dialog closes. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  customer: CustomerName;
  choice: DeliveryChoice;
  draftDay: number;
  /** "Save this card for recurring payments": the text and the summary say how each month is collected by it. */
  saveCard: boolean;
  /** The server's figures for the order, shown as on /billing. */
  figures: FiguresState;
  /**
   * Why the last Submit failed, shown in the dialog too: while it is open, the page behind it (and the toasts) is
   * hidden from screen readers.
   */
  submitError?: string | null;
  /** Sends the signed agreement with the billing and the order; resolves when the outcome has been handled. */
  onSubmit: (agreement: Agreement) => Promise<SubmitAnswer>;
  /** The signature and consent given before the dialog last closed (a card refused after signing): shown again. */
  kept?: KeptSignature | null;
  /** Told of the signature and consent as they change. */
  onKeep?: (kept: KeptSignature) => void;
}

/**
 * The Rental Agreement dialog (spec 2.6 and 4): the signature view (View Agreement, Download Agreement, the signature,
 * consent, Submit) and the full view (the whole text, Back to Signature). Radix's dialog gives it its name, traps focus
 * and returns it; nothing can close it while Submit is working.
 */
export function AgreementDialog({ open, onOpenChange, returnFocusRef, customer, choice, draftDay, saveCard, figures, submitError, onSubmit, kept, onKeep }: AgreementDialogProps) {
  const busy = useRef(false);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && busy.current) return;
        onOpenChange(next);
      }}
      returnFocusRef={returnFocusRef}
      title="Rental Agreement"
      description="Read the month-to-month rental agreement, sign it and submit to finish setting up your rental."
      wide
    >
      <AgreementContent
        customer={customer}
        choice={choice}
        draftDay={draftDay}
        saveCard={saveCard}
        figures={figures}
        submitError={submitError}
        onSubmit={onSubmit}
        kept={kept}
        onKeep={onKeep}
        onBusyChange={(value) => (busy.current = value)}
      />
    </Modal>
  );
}

interface AgreementContentProps extends Omit<AgreementDialogProps, 'open' | 'onOpenChange' | 'returnFocusRef'> {
  onBusyChange: (busy: boolean) => void;
}

/** The dialog's inside: mounted while the dialog is open; what was signed lives on in `kept`, with the page. */
function AgreementContent({ customer, choice, draftDay, saveCard, figures, submitError, onSubmit, onBusyChange, kept, onKeep }: AgreementContentProps) {
  const [view, setView] = useState<'signature' | 'full'>('signature');
  const [signature, setSignature] = useState<string | null>(kept?.signature ?? null);
  const [typedSignature, setTypedSignature] = useState<string | null>(kept?.typedSignature ?? null);
  const [consent, setConsent] = useState(kept?.consent ?? false);
  // The signature this opening started with: the pad is empty then, so the image is shown beside it.
  const [restored] = useState(kept?.signature ?? null);
  const [processing, setProcessing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [reviewed, setReviewed] = useState(false);
  const textRef = useRef<HTMLDivElement>(null);
  const viewAgreementRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  const consentId = useId();
  const missingId = useId();
  const chargeHeadingId = useId();

  const name = customer.name.trim();
  const signedDate = useMemo(() => new Date().toLocaleDateString('en-US'), []);
  // The server composes the text from the order (its items, address, charge) and how it is collected: what is shown
  // is what is signed, so a change of any of them asks for the text again.
  const request = useMemo(() => (name ? agreementRequestOf({ customerName: name, choice, draftDay, saveCard, typedSignature }) : null), [name, choice, draftDay, saveCard, typedSignature]);
  const draft = useAgreementDraft(request);
  const agreement = draft.current;
  const canSubmit = signature !== null && consent && name !== '' && agreement !== null;

  useEffect(() => {
    void lessorSignatureImage().catch(() => undefined); // ready before Submit or Download is pressed
  }, []);

  useEffect(() => {
    onKeep?.({ signature, typedSignature, consent });
  }, [onKeep, signature, typedSignature, consent]);

  useEffect(() => {
    // Each view change moves focus to where the reader goes on: the text, or back to the button that opened it.
    if (!switched.current) return;
    if (view === 'full') {
      backRef.current?.focus();
      checkScrolled(textRef.current);
    } else {
      viewAgreementRef.current?.focus();
    }
  }, [view]);

  function show(next: 'signature' | 'full') {
    switched.current = true;
    setView(next);
  }

  function checkScrolled(element: HTMLElement | null) {
    if (!element) return;
    if (element.scrollHeight - element.scrollTop - element.clientHeight <= SCROLL_THRESHOLD_PX) setReviewed(true);
  }

  async function submit() {
    if (!canSubmit || processing || !signature || !agreement) return;
    setProcessing(true);
    onBusyChange(true);
    try {
      const now = new Date();
      const answer = await onSubmit({
        customerName: name,
        customerSignature: signature,
        lessorSignature: await lessorSignatureImage(),
        signedDate,
        agreementVersion: AGREEMENT_VERSION,
        signatureTimestamp: now.toISOString(),
        agreementHash: agreement.hash,
      });
      if (answer === 'read-again') {
        setConsent(false);
        setReviewed(false);
        draft.retry();
      }
    } catch {
      toast.error(BILLING_MESSAGES.unexpectedError);
    } finally {
      onBusyChange(false);
      setProcessing(false);
    }
  }

  async function download() {
    if (!agreement) return;
    setDownloading(true);
    try {
      const [{ downloadAgreementPdf }, lessor] = await Promise.all([import('../lib/agreement-pdf'), lessorSignatureImage().catch(() => null)]);
      await downloadAgreementPdf({ agreement, customerName: name, customerSignature: signature, lessorName: LESSOR_NAME, lessorSignature: lessor, signedDate });
    } catch {
      toast.error(AGREEMENT_MESSAGES.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  const missing = [
    signature ? null : 'sign above (draw or type your name)',
    consent ? null : 'tick the consent box',
    name ? null : 'wait for your name to load',
    agreement || !name ? null : 'wait for the agreement to load',
  ].filter(Boolean);
  const draftProblem = <AgreementDraftProblem error={draft.error} onRetry={draft.retry} />;

  return (
    <>
      <div hidden={view !== 'signature'} className={styles.view}>
        <div className={styles.toolbar}>
          <Button ref={viewAgreementRef} variant="secondary" small onClick={() => show('full')}>
            View Agreement
          </Button>
          <Button variant="secondary" small onClick={() => void download()} busy={downloading} busyLabel="Preparing PDF..." disabled={!agreement}>
            Download Agreement
          </Button>
        </div>
        {draftProblem}
        <ChargeSummary state={figures} draftDay={draftDay} saveCard={saveCard} headingId={chargeHeadingId} />
        {restored !== null && signature === restored && (
          <div className={styles.keptSignature}>
            <p className={styles.hint}>Your signature is kept from before: you do not need to sign again.</p>
            <img src={restored} alt="Your signature, as you signed before" />
          </div>
        )}
        <SignatureField
          signerName={name}
          nameHint={customer.hint}
          signature={signature}
          onSignatureChange={(image, typed) => {
            setSignature(image);
            setTypedSignature(typed);
          }}
        />
        <div className={styles.consent}>
          <input id={consentId} type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
          <label htmlFor={consentId}>
            I have read and agree to the Rental Agreement (version {AGREEMENT_VERSION}), and I agree that the signature above, drawn or
            typed, is my legal signature.
          </label>
        </div>
        {!canSubmit && (
          <p id={missingId} className={styles.hint}>
            To submit, {missing.join(', ')}.
          </p>
        )}
        {submitError && !processing && <Alert tone="error">{submitError}</Alert>}
        <Button fullWidth onClick={() => void submit()} disabled={!canSubmit} busy={processing} busyLabel="...Processing" aria-describedby={canSubmit ? undefined : missingId}>
          Submit
        </Button>
      </div>

      <div hidden={view !== 'full'} className={styles.view}>
        <div className={styles.toolbar}>
          <Button ref={backRef} variant="secondary" small onClick={() => show('signature')}>
            Back to Signature
          </Button>
          {!reviewed && <p className={styles.hint}>{AGREEMENT_MESSAGES.scrollHint}</p>}
        </div>
        <div
          ref={textRef}
          className={styles.agreementText}
          tabIndex={0}
          role="region"
          aria-label="Agreement text"
          onScroll={(event: UIEvent<HTMLDivElement>) => checkScrolled(event.currentTarget)}
        >
          {draftProblem}
          <AgreementTextView agreement={draft.shown} error={draft.error} />
        </div>
        <p role="status" className={reviewed ? styles.reviewed : styles.hint}>
          {reviewed ? AGREEMENT_MESSAGES.reviewed : AGREEMENT_MESSAGES.scrollToContinue}
        </p>
      </div>
    </>
  );
}
