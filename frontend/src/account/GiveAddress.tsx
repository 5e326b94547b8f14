import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../lib/toast';
import { api, errorMessage, queryKeys, type DashboardOrder } from '../api';
import { AddressForm } from '../ui/address/AddressForm';
import { ADDRESS_FORM_MESSAGE, addressDraftProblems, EMPTY_ADDRESS, prefillFromPlace, toDeliveryAddress } from '../ui/address/address-form';
import { Button } from '../ui/Button';
import { ACCOUNT_MESSAGES } from './account-rules';
import styles from './AccountPage.module.css';

/**
 * An order placed without a street address (by another client than this storefront): the card says the delivery is
 * not confirmed, and "Give the address" opens the address form, prefilled with the city the order names.
 */
export function GiveAddress({ order, describedBy }: { order: DashboardOrder; describedBy: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => prefillFromPlace(EMPTY_ADDRESS, order.locationName));
  const [showAll, setShowAll] = useState(false);
  const save = useMutation({
    mutationFn: () => api.setDeliveryAddress(order._id, toDeliveryAddress(draft)),
    onSuccess: async () => {
      toast.success(ACCOUNT_MESSAGES.addressSaved);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
    onError: (error) => toast.error(errorMessage(error, ACCOUNT_MESSAGES.addressFailed)),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wrong = Object.keys(addressDraftProblems(draft));
    if (wrong.length > 0) {
      setShowAll(true);
      toast.error(ADDRESS_FORM_MESSAGE);
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>(`[name="${wrong[0]}"]`)?.focus());
      return;
    }
    save.mutate();
  }

  return (
    <div className={styles.addressNeeded} role="group" aria-label="Address needed">
      <p>
        <strong>Address needed.</strong> {ACCOUNT_MESSAGES.addressNeeded}
      </p>
      {open ? (
        <form onSubmit={submit} noValidate aria-label={`Delivery address for order ${order._id}`}>
          <AddressForm value={draft} onChange={setDraft} showAll={showAll} />
          <div className={styles.actions}>
            <Button small type="submit" busy={save.isPending} busyLabel="Saving...">
              Save address
            </Button>
            <Button small variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button small onClick={() => setOpen(true)} aria-describedby={describedBy}>
            Give the street address
          </Button>
        </div>
      )}
    </div>
  );
}
