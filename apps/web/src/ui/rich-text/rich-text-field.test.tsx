import type { TRichText } from '@questline/domain/rules/rich-text';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Form } from 'react-aria-components';
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

/** The field inside an editor's form (a React Aria Form, as the editor pages have it). */
const InForm = ({ onSubmit }: { onSubmit: (values: unknown) => void }) => {
  const methods = useForm<{ description: TRichText | null }>({ defaultValues: { description: null } });
  return (
    <FormProvider {...methods}>
      <Form onSubmit={methods.handleSubmit(onSubmit)}>
        <RichTextField name="description" label="Description" />
      </Form>
    </FormProvider>
  );
};

it('keeps a toolbar panel’s submit inside its panel: the form the field sits in is not submitted', async () => {
  const submitted: unknown[] = [];
  render(<InForm onSubmit={(values) => submitted.push(values)} />);
  await screen.findByRole('textbox', { name: 'Description' }, { timeout: 10_000 });
  await userEvent.click(screen.getByRole('button', { name: 'Link' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Link address (http, https or mailto)' }), 'https://x.test');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(submitted).toEqual([]);
});
