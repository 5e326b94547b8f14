import { api } from '../../api';

/**
 * The SetupIntent a card form confirms. One serves every try until a card passes: a refused card leaves it waiting for
 * another (as Stripe's does), so pressing Complete Setup again after a decline does not make a new one.
 */
export function createSetupIntentHolder() {
  let current: Promise<string> | null = null;
  return {
    clientSecret(): Promise<string> {
      const made = (current ??= api.createSetupIntent().then((intent) => intent.clientSecret));
      made.catch(() => {
        if (current === made) current = null; // the next press asks again
      });
      return made;
    },
    /** It succeeded, or cannot be confirmed any more: the next card gets a new one. */
    done(): void {
      current = null;
    },
  };
}

export type SetupIntentHolder = ReturnType<typeof createSetupIntentHolder>;
