export interface SupportInfo {
  phone: string;
  hours: string;
  answerWithin: string;
}

/** What the contact page shows (spec 2.9): support's phone, its hours and how soon it answers, as configured. */
export function createGetSupportInfo(info: SupportInfo) {
  return (): SupportInfo => ({ ...info });
}

export type GetSupportInfo = ReturnType<typeof createGetSupportInfo>;
