import { Button } from '../../ui/Button';

/** A composer dialog's footer: Cancel, and the button that submits the form `formId`. */
export function SubmitFooter({ formId, onCancel, busy, busyLabel, label }: { formId: string; onCancel: () => void; busy: boolean; busyLabel: string; label: string }) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={formId} busy={busy} busyLabel={busyLabel}>
        {label}
      </Button>
    </>
  );
}
