import type { EventOf, HandlerContext } from '@rto/kit';
import type { supportRequested } from '@rto/contracts';
import type { AcknowledgeSupportRequest } from '../app/acknowledge-support-request';

/** A support message: its feed notice and the sender's acknowledgement (app/acknowledge-support-request.ts). */
export function onSupportRequested(acknowledgeSupportRequest: AcknowledgeSupportRequest) {
  return async (event: EventOf<typeof supportRequested>, context: HandlerContext): Promise<void> => {
    await acknowledgeSupportRequest(event.id, event.data, context.handledKey);
  };
}
