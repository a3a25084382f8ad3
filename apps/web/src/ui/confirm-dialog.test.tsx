import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const renderDialog = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<ConfirmDialog isOpen theme="default" title="Leave?" onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { onConfirm, onCancel };
};

it('offers OK and Cancel by default, and Escape cancels', async () => {
  const { onConfirm, onCancel } = renderDialog();
  const dialog = screen.getByRole('dialog', { name: 'Leave?' });
  expect([...dialog.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Cancel', 'OK']);
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(onConfirm).toHaveBeenCalledOnce();
  await userEvent.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledOnce();
});

it('puts the red Yes first in the delete theme', () => {
  renderDialog({ theme: 'delete', title: 'Delete step?' });
  const dialog = screen.getByRole('alertdialog', { name: 'Delete step?' });
  expect([...dialog.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Yes', 'No']);
});

it('disables cancel and dismissal while the confirmed call is loading', async () => {
  const { onConfirm, onCancel } = renderDialog({ theme: 'publish', loading: true });
  const no = screen.getByRole('button', { name: 'No' });
  expect(no).toHaveProperty('disabled', true);
  await userEvent.click(no);
  await userEvent.keyboard('{Escape}');
  expect(onCancel).not.toHaveBeenCalled();
  // The confirm button announces that it is busy and does not fire twice.
  await userEvent.click(screen.getByRole('button', { name: /Yes/ }));
  expect(onConfirm).not.toHaveBeenCalled();
});

it('offers featured-OK and Cancel in the featured theme', () => {
  renderDialog({ theme: 'featured', title: 'Save the list?' });
  const dialog = screen.getByRole('dialog', { name: 'Save the list?' });
  expect([...dialog.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
    'Cancel',
    'Publish list',
  ]);
});
