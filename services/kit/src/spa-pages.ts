/**
 * The SPA's page paths (spec 2.1), in one list that the SPA's router mounts and the gateway reads: a page request
 * for any other path gets the SPA's not-found page with status 404. No imports, so that the browser build reads
 * this source too.
 */
export const SPA_PAGES = {
  home: '/',
  appliance: '/appliance',
  freezer: '/freezer',
  refrigerator: '/refrigerator',
  dryer: '/dryer',
  washer: '/washer',
  tv: '/tv',
  delivery: '/delivery',
  billing: '/billing',
  confirmation: '/confirmation',
  confirm: '/confirm',
  dashboard: '/dashboard',
  contact: '/contact',
  resetPassword: '/reset-password',
  /** Opened from the e-mailed verification link (identity's POST /verifyEmail). */
  verifyEmail: '/verify-email',
  /** The back office routes its own screens; an unknown one lands on its dashboard. */
  admin: '/admin/*',
} as const;

export type SpaPage = keyof typeof SPA_PAGES;

const entries = Object.entries(SPA_PAGES) as [SpaPage, string][];

/**
 * Which page a path shows, matched as react-router matches it (case-insensitive, trailing slashes ignored, a
 * trailing `/*` covering the path itself and everything under it); undefined when no page has it.
 */
export function spaPageOf(pathname: string): SpaPage | undefined {
  // Trailing slashes cut by a scan, not /\/+$/: that regex is quadratic on a long run of slashes, which a stranger's
  // URL can be.
  let end = pathname.length;
  while (end > 0 && pathname[end - 1] === '/') end -= 1;
  const path = pathname.slice(0, end).toLowerCase() || '/';
  for (const [page, pattern] of entries) {
    if (pattern.endsWith('/*')) {
      const base = pattern.slice(0, -2);
      if (path === base || path.startsWith(`${base}/`)) return page;
    } else if (path === pattern) return page;
  }
  return undefined;
}
