/**
 * What a page shows when its code cannot load (a dropped connection on a slow network): a short
 * message and a reload link, written straight into `#root` without any framework.
 * @module
 */

/** Logs `error` and replaces `#root` with the message. */
export function showLoadError(error: unknown): void {
  console.error(error);
  const root = document.getElementById('root');
  if (!root) return;
  root.innerHTML =
    '<main style="font-family:system-ui,sans-serif;padding:3rem 1.5rem;text-align:center">' +
    '<h1 style="font-size:1.25rem">Malipo could not load</h1>' +
    '<p>Check your connection, then <a href="">reload the page</a>.</p></main>';
}
