import { useState } from 'react';

/**
 * The page of a list that starts again at page 1 whenever its search, filters or page size change (spec 4). The page
 * is remembered with the criteria it was chosen under, so a change of criteria gives page 1 at once, in the same
 * render, with no reset to keep in step.
 */
export function usePageFor(criteria: readonly unknown[]): [page: number, setPage: (page: number) => void] {
  const key = JSON.stringify(criteria);
  const [chosen, setChosen] = useState({ key, page: 1 });
  return [chosen.key === key ? chosen.page : 1, (page) => setChosen({ key, page })];
}
