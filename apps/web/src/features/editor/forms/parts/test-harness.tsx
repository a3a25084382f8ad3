import { zodResolver } from '@hookform/resolvers/zod';
import type { TSiteSettings } from '@questline/domain/schemas/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { siteSettingsQueryOptions } from '../../../../api/site-settings';
import { defaultSiteSettings } from '../../../../test/render';

type THarnessState = { methods?: UseFormReturn<FieldValues>; submitted: FieldValues[] };

const Harness = (props: {
  schema: z.ZodType<FieldValues, FieldValues>;
  defaultValues: FieldValues;
  state: THarnessState;
  children: ReactNode;
}) => {
  const methods = useForm<FieldValues>({ resolver: zodResolver(props.schema), defaultValues: props.defaultValues });
  props.state.methods = methods;
  return (
    <FormProvider {...methods}>
      {/* The schemas validate; the browser's own URL checks would stop the submit before they run. */}
      <form noValidate onSubmit={methods.handleSubmit((values) => props.state.submitted.push(values))}>
        {props.children}
        <button type="submit">Validate</button>
      </form>
    </FormProvider>
  );
};

/**
 * Renders an editor form as the editor framework does (tests only): inside a FormProvider validated by the domain
 * schema through zodResolver, with a submit button that runs the validation and records the parsed output.
 */
export const renderForm = (
  schema: z.ZodType<FieldValues, FieldValues>,
  defaultValues: FieldValues,
  ui: ReactNode,
  options: { siteSettings?: TSiteSettings } = {},
) => {
  const state: THarnessState = { submitted: [] };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(siteSettingsQueryOptions().queryKey, options.siteSettings ?? defaultSiteSettings());
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Harness schema={schema} defaultValues={defaultValues} state={state}>
        {ui}
      </Harness>
    </QueryClientProvider>,
  );
  const values = () => {
    if (!state.methods) throw new Error('form not rendered');
    return state.methods.getValues();
  };
  return { ...view, values, submitted: state.submitted };
};

/** A fetch stub answering `{result}` JSON by URL (404 `not_found` when `answer` returns nothing), recording the URLs. */
export const stubFetch = (answer: (url: URL) => unknown) => {
  const calls: URL[] = [];
  const fetchStub = async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    calls.push(url);
    const body = answer(url);
    return new Response(JSON.stringify(body === undefined ? { error: { key: 'not_found' } } : { result: body }), {
      status: body === undefined ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchStub, calls };
};

/**
 * axe's serious and critical violations inside a rendered form, as 'rule: nodes' lines. Colour contrast needs real
 * layout, which the browser journeys check; everything structural (names, roles, ARIA references) is checked here.
 */
export const seriousAxeViolations = async (container: Element) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  if (results.passes.length === 0) throw new Error('axe checked nothing');
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
};
