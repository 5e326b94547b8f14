/** The five guides' routes (spec 2.4), kept apart from their content so the site footer stays light. */
export const GUIDE_LINKS = [
  { path: '/freezer', label: 'Freezer' },
  { path: '/refrigerator', label: 'Refrigerator' },
  { path: '/dryer', label: 'Dryer' },
  { path: '/washer', label: 'Washer' },
  { path: '/tv', label: 'TV' },
] as const;

export type GuideId = 'freezer' | 'refrigerator' | 'dryer' | 'washer' | 'tv';
