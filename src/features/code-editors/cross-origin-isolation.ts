const reloadedKey = 'isolation-reload';

/**
 * The server sends the isolation headers only with a full page load of a Python page; reached by
 * an in-app link the page is not isolated, so it reloads itself once. Returns true while that
 * reload is under way (render nothing meanwhile).
 */
export function reloadForIsolation(): boolean {
  if (self.crossOriginIsolated) {
    sessionStorage.removeItem(reloadedKey);
    return false;
  }
  if (sessionStorage.getItem(reloadedKey) === location.pathname) return false; // Still not isolated: run without Stop-by-interrupt and input().
  sessionStorage.setItem(reloadedKey, location.pathname);
  location.reload();
  return true;
}
