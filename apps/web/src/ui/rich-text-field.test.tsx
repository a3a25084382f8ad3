import type { TRichText } from '@questline/domain/rules/rich-text';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { expect, it } from 'vitest';
import { RichTextField } from './rich-text-field';

let latest: { description: TRichText | null } | undefined;

const Harness = ({ value, error }: { value: TRichText | null; error?: string }) => {
  const methods = useForm<{ description: TRichText | null }>({ defaultValues: { description: value } });
  latest = methods.watch();
  const { setError } = methods;
  useEffect(() => {
    if (error) setError('description', { message: error });
  }, [error, setError]);
  return (
    <FormProvider {...methods}>
      <RichTextField name="description" label="Description" />
    </FormProvider>
  );
};

it('edits TipTap JSON in a labelled multi-line textbox', async () => {
  render(
    <Harness value={{ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }] }} />,
  );
  const box = await screen.findByRole('textbox', { name: 'Description' }, { timeout: 10_000 });
  expect(box.getAttribute('aria-multiline')).toBe('true');
  expect(box.textContent).toBe('Hi');
  await userEvent.click(box);
  await userEvent.paste(' there');
  // Where jsdom puts the caret on a click is not where a browser does: the pasted words may land before 'Hi'.
  await waitFor(() => expect(JSON.stringify(latest?.description)).toMatch(/Hi there| thereHi/));
  expect(screen.getByRole('toolbar', { name: 'Text formatting' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Bold' })).toBeTruthy();
});

it('shows the field error from the catalogue', async () => {
  render(<Harness value={null} error="error_isRequired" />);
  await screen.findByRole('textbox', { name: 'Description' }, { timeout: 10_000 });
  expect(screen.getByText(/required/i)).toBeTruthy();
});
