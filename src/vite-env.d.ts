/// <reference types="vite/client" />

/** The build's version (vite.config.ts), compared with /version.json on each navigation. */
declare const __APP_VERSION__: string;
