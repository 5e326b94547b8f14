/**
 * The only reader of build-time environment. VITE_API_BASE_URL is empty by default: the gateway serves the
 * SPA and the API from one origin (and the dev server proxies), so relative paths are right.
 */
const rawBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '';

export const config = {
  apiBaseUrl: rawBaseUrl.replace(/\/+$/, ''),
} as const;
