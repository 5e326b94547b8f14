import type { HandlersOf } from '@rto/kit';
import type { ContactSupport } from '../app/contact-support';
import type { GetSupportInfo } from '../app/get-support-info';
import type { notificationContract } from './contract';

export interface SupportUseCases {
  contactSupport: ContactSupport;
  getSupportInfo: GetSupportInfo;
}

/** The contact page: send a message to support, and read how to reach it. */
export function supportHandlers({ contactSupport, getSupportInfo }: SupportUseCases): Pick<HandlersOf<typeof notificationContract>, 'contactSupport' | 'getSupportInfo'> {
  return {
    async contactSupport({ body }) {
      return contactSupport(body);
    },
    async getSupportInfo() {
      return getSupportInfo();
    },
  };
}
