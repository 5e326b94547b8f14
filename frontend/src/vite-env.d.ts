/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_MAPBOX_TOKEN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The offline map's outlines, drawn when the SPA is built (scripts/us-outlines-plugin.ts): SVG path data. */
declare module 'virtual:us-outlines' {
  export const nation: string;
  export const stateBorders: string;
}
