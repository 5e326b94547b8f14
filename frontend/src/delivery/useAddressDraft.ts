import { useEffect, useRef, useState } from 'react';
import type { StoredDeliveryChoice } from '../lib/delivery-choice-storage';
import { draftOf, EMPTY_ADDRESS, prefillFromPlace, type AddressDraft } from '../ui/address/address-form';
import type { Place } from './place';

/**
 * The delivery address form's state: what was remembered (Back, reload), refilled with the city, state and ZIP code
 * whenever another place is picked (search, map, the browser's location), never over the remembered place's own.
 */
export function useAddressDraft(place: Place | null, remembered: StoredDeliveryChoice | null) {
  const [address, setAddress] = useState<AddressDraft>(() => draftOf(remembered?.address));
  const [showProblems, setShowProblems] = useState(false);
  const prefilledFor = useRef<string | undefined>(remembered?.address ? remembered.place?.name : undefined);
  const placeName = place?.name;

  useEffect(() => {
    if (placeName === undefined || placeName === prefilledFor.current) return;
    prefilledFor.current = placeName;
    setAddress((draft) => prefillFromPlace(draft, placeName));
  }, [placeName]);

  return {
    address,
    setAddress,
    /** Every problem of the form shown under its field (Schedule Delivery was pressed with one). */
    showProblems,
    revealProblems: () => setShowProblems(true),
    reset() {
      prefilledFor.current = undefined;
      setAddress(EMPTY_ADDRESS);
      setShowProblems(false);
    },
  };
}

export type AddressDraftState = ReturnType<typeof useAddressDraft>;
