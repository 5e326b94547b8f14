import { RENT_ANOTHER_SET } from '../../lib/cart/repeat-order';
import { Button } from '../../ui/Button';
import { Modal, ModalActions } from '../../ui/Modal';

/** Asked once when the cart holds what the customer ordered within the last day (issue 21). */
export function RepeatOrderDialog({ open, onRentAnother, onDismiss }: { open: boolean; onRentAnother: () => void; onDismiss: () => void }) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
      title="Rent another set?"
      footer={
        <ModalActions>
          <Button variant="secondary" onClick={onDismiss}>
            Keep my order as it is
          </Button>
          <Button onClick={onRentAnother}>Rent another set</Button>
        </ModalActions>
      }
    >
      <p>{RENT_ANOTHER_SET}</p>
    </Modal>
  );
}
