import { getVersionFile } from '../../api/generated/app';
import { withFlags } from '../../api/request';

/** The version this bundle was built with (vite.config.ts writes the same into dist/version.json). */
export const runningVersion = __APP_VERSION__;

/** Remembers which server version we already reloaded for, so a stale cache cannot cause a reload loop. */
const reloadedForKey = 'app-version:reloaded-for';

export function shouldReload(serverVersion: string | undefined, running: string, alreadyReloadedFor: string | null): boolean {
  return !!serverVersion && serverVersion !== running && serverVersion !== alreadyReloadedFor;
}

interface CheckOptions {
  dev?: boolean;
  reload?: () => void;
}

/**
 * Section 2: on each navigation fetch the version file and reload when it differs from the
 * running build. Silent (no overlay); skipped in development where there is no build version.
 */
export async function checkForNewVersion({ dev = import.meta.env.DEV, reload = () => window.location.reload() }: CheckOptions = {}): Promise<boolean> {
  if (dev) return false;
  let serverVersion: string | undefined;
  try {
    serverVersion = (await getVersionFile(undefined, withFlags({ silent: true })))?.version;
  } catch {
    return false; // the request layer already reported it; the app keeps working on this version
  }
  if (!shouldReload(serverVersion, runningVersion, sessionStorage.getItem(reloadedForKey))) return false;
  sessionStorage.setItem(reloadedForKey, serverVersion as string);
  reload();
  return true;
}
