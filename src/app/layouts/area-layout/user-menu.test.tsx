import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { specText } from '../../../../tests/fixtures/spec-texts';

describe('the user menu', () => {
  it('offers the password change dialog, with the rule of the identity', async () => {
    signInAs('student');
    renderApp('/code-classroom-stu');
    fireEvent.mouseEnter(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByText(specText.passwordMessages.reminderChange));
    expect(await screen.findByText(specText.passwordMessages.otherRule)).toBeTruthy();
    expect(screen.getByLabelText('当前密码')).toBeTruthy();
    expect(screen.getByLabelText('新密码')).toBeTruthy();
    expect(screen.getByLabelText('确认新密码')).toBeTruthy();
  }, 15000);
});
