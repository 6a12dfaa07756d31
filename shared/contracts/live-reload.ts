/** The dev server's `reload` event (server/dev/live-reload.ts → runtime/dev-client/live-reload-client.ts). */
export interface ReloadMessage {
  /** Route paths rendered again; absent: every page may have changed (a full build). */
  pages?: string[];
  /** A new stylesheet URL, when the CSS changed too. */
  stylesheet?: string;
}

/**
 * Where a browser tells the dev server it has painted a live update (a POST):
 * the rest of the update waits for it, so the browser is not left short of CPU.
 */
export const LIVE_UPDATE_PAINTED_PATH = '/_dev/painted';
