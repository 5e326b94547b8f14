import { useEffect, useState } from 'react';
import { api, errorMessage, type AgreementRequest } from '../api';
import { agreementDocumentOf, type AgreementDocument } from './agreement-text';

export const DRAFT_MESSAGES = {
  loading: 'Loading the agreement...',
  failed: 'The agreement could not be loaded. Please try again.',
} as const;

/** Typing a name to sign changes the text: it is asked again once the typing pauses. */
const SETTLE_MS = 300;

interface Answer {
  key: string;
  document?: AgreementDocument;
  error?: string;
}

/**
 * The server's agreement for `request` (null while it cannot be asked, e.g. the name is not loaded). `current` is
 * the text for exactly this request, the only one that may be signed; `shown` stays on the last text while a newer
 * one loads.
 */
export function useAgreementDraft(request: AgreementRequest | null) {
  const key = request ? JSON.stringify(request) : null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [shown, setShown] = useState<AgreementDocument | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    const timer = setTimeout(
      () => {
        api.draftAgreement(JSON.parse(key) as AgreementRequest).then(
          (text) => {
            if (!live) return;
            const document = agreementDocumentOf(text);
            setAnswer({ key, document });
            setShown(document);
          },
          (error: unknown) => live && setAnswer({ key, error: errorMessage(error, DRAFT_MESSAGES.failed) }),
        );
      },
      answer === null ? 0 : SETTLE_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `answer` only picks the delay: a new answer must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const mine = answer !== null && answer.key === key;
  return {
    current: mine ? (answer.document ?? null) : null,
    shown,
    error: mine ? (answer.error ?? null) : null,
    loading: !mine,
    retry: () => {
      setAnswer(null);
      setAttempt((count) => count + 1);
    },
  };
}
