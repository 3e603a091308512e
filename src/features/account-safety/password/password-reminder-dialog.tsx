import { Button, Modal } from 'antd';
import { useState } from 'react';
import { passwordMessages } from '../../../../shared/account-safety/password-rules';
import { sessionStore } from '../../../providers/session-store';
import { PasswordChangeDialog } from './password-change-dialog';
import { ignoreReminderToday } from './password-reminder';

/** The weak-password confirm box: reminderChange opens the change dialog, reminderIgnore records today as ignored. */
export function PasswordReminderDialog({ onDone }: { onDone: () => void }) {
  const [changing, setChanging] = useState(false);
  const ignore = () => {
    ignoreReminderToday(sessionStore.getUsername() ?? '');
    onDone();
  };
  return (
    <>
      <Modal
        title={passwordMessages.reminderTitle}
        open={!changing}
        closable={false}
        maskClosable={false}
        footer={[
          <Button key="ignore" onClick={ignore}>
            {passwordMessages.reminderIgnore}
          </Button>,
          <Button key="change" type="primary" onClick={() => setChanging(true)}>
            {passwordMessages.reminderChange}
          </Button>,
        ]}
      >
        {passwordMessages.reminderText}
      </Modal>
      <PasswordChangeDialog open={changing} onClose={onDone} />
    </>
  );
}
