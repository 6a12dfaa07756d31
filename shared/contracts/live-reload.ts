/** The dev server's `reload` event (server/dev/live-reload.ts → runtime/dev-client/live-reload-client.ts). */
export interface ReloadMessage {
  /** Route paths rendered again; absent: every page may have changed (a full build). */
  pages?: string[];
  /** A new stylesheet URL, when the CSS changed too. */
  stylesheet?: string;
}
