import type { FastifyRequest } from 'fastify';
import { passwordMessages } from '../../../shared/account-safety/password-rules';
import type { AppDeps } from '../../app-deps';
import { currentView, type Handler, type HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { recordOperation } from '../../crud/operation-log';
import { changePassword } from './change-password';
import { readPasswordStrength, type PasswordOwner } from './password-strength';

/** The signed-in staff member or student whose password is concerned. */
async function ownerOf(deps: AppDeps, request: FastifyRequest): Promise<PasswordOwner> {
  const view = await currentView(deps, request);
  return { kind: view.kind === 'student' ? 'student' : 'staff', accountId: request.auth!.accountId };
}

export function passwordHandlers(deps: AppDeps): HandlerMap {
  const check = async (request: FastifyRequest) => ok(await readPasswordStrength(deps.db, await ownerOf(deps, request)));
  const update: Handler<'staffUpdatePassword' | 'studentUpdatePassword'> = async (request) => {
    const view = await currentView(deps, request);
    const owner: PasswordOwner = { kind: view.kind === 'student' ? 'student' : 'staff', accountId: request.auth!.accountId };
    await changePassword(deps.db, owner, request.body);
    // The log says that the password changed, never what it was or became.
    if (view.kind === 'staff') {
      const who = { kind: 'staff' as const, staffId: owner.accountId, schoolId: view.schoolId };
      await recordOperation(deps.db, request, who, { operation: 'updatePassword', entityName: 'Staff', entityTitle: passwordMessages.reminderChange, ids: [owner.accountId] });
    }
    return ok(null, passwordMessages.changed);
  };
  return { staffCheckPwd: check, studentCheckPwd: check, staffUpdatePassword: update, studentUpdatePassword: update };
}
