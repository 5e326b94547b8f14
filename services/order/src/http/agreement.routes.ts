import { callerOf, type HandlersOf } from '@rto/kit';
import type { DraftAgreement } from '../app/draft-agreement';
import type { GetAgreement } from '../app/get-agreement';
import type { orderAgreementContract } from './agreement-contract';

/** The caller's agreement: composed from their own cart, and read back for their own orders only. */
export function orderAgreementHandlers(deps: { draftAgreement: DraftAgreement; getAgreement: GetAgreement }): HandlersOf<ReturnType<typeof orderAgreementContract>> {
  return {
    async draftAgreement({ req, body }) {
      const { deliveryDate, deliveryTime, locationName, deliveryAddress, draftDay, saveCard, customerName, typedSignature } = body;
      const drafted = await deps.draftAgreement(callerOf(req).id, { deliveryDate, deliveryTime, locationName, deliveryAddress, draftDay, saveCard, customerName, typedSignature });
      return { agreementVersion: drafted.agreementVersion, title: drafted.title, sections: drafted.sections, hash: drafted.hash };
    },

    async getAgreement({ req, params }) {
      const { orderId, text, signed } = await deps.getAgreement(callerOf(req).id, params.orderId);
      return {
        agreement: {
          orderId,
          agreementVersion: text.agreementVersion,
          title: text.title,
          sections: text.sections,
          hash: text.hash,
          customerName: signed.customerName,
          signedDate: signed.signedDate,
          signatureTimestamp: signed.signatureTimestamp,
          customerSignature: signed.customerSignature,
          lessorSignature: signed.lessorSignature,
        },
      };
    },
  };
}
