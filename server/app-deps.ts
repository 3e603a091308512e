import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { Judge } from './judge';
import type { CaptchaProvider } from './features/session/captcha-provider';
import type { MessageAppProvider } from './features/message-app/message-app-provider';
import type { LoginThrottle } from './features/session/login-throttle';
import type { PermissionTrees } from './auth/permission-trees';
import type { SessionStore } from './auth/session-store';

/** What request handlers may use; built once per process in app.ts. */
export interface AppDeps {
  db: Db;
  config: ServerConfig;
  sessions: SessionStore;
  /** This process's permission trees, one per distinct grant. */
  permissionTrees: PermissionTrees;
  throttle: LoginThrottle;
  captcha: CaptchaProvider;
  /** The process's one judge ("run with my input") and a nudge for idle judge workers after enqueueing. */
  oj: { judge: Judge; wake(): void };
  /** The service account's provider, and a nudge for the message dispatcher after a commit that queued messages. */
  messages: { provider: MessageAppProvider; wake(): void };
}
