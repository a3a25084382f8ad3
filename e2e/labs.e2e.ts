import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoCatalogue } from '../apps/server/src/cli/demo/demo-catalogue';
import { appUrl, expectAccessible, launchBrowser, newContext, signIn, signUpAndIn } from './support/browser';
import { choose, createDraft, publish, saved, unique } from './support/editor';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const demo = demoCatalogue.tutorials.find((tutorial) => tutorial.key === 'tut-first-script');
const demoLab = demo?.steps.find((step) => step.type === 'lab');
if (!demo || demoLab?.type !== 'lab') throw new Error('the demo catalogue has no lab in its first-script tutorial');

/** Replaces the editor's code as a paste would (typing would meet the editor's auto-indent and closing brackets). */
const replaceCode = async (page: Page, code: string) => {
  const editor = page.getByRole('textbox', { name: 'Your code' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
};
const check = (page: Page) => page.getByRole('button', { name: 'Check', exact: true }).click();
const checkState = (page: Page, message: string) =>
  page
    .getByRole('listitem')
    .filter({ hasText: message })
    .getByText(/^(Passed|Failed|Not checked yet)$/);

it('a learner fails the checks on the starter, fixes the code, and the server records the step; a forged pass records nothing', async () => {
  const context = await newContext(browser);
  const email = `lab-${Date.now().toString(36)}@example.test`;
  await signUpAndIn(context.request, { email, password: 'a long lab password 1', name: 'Lea Lab' });
  const page = await context.newPage();
  const verifies: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/verify')) verifies.push(request.url());
  });
  await page.goto(`/tutorials?k=${encodeURIComponent(demo.title)}`);
  await Promise.all([page.waitForURL(/\/tutorial\//), page.getByRole('link', { name: demo.title }).first().click()]);
  await page.getByRole('tab', { name: new RegExp(`^${demoLab.title}`) }).click();
  await page.getByRole('heading', { level: 2, name: demoLab.title }).waitFor();
  // The preview runs the starter in the play origin's sandboxed frame.
  const frame = page.locator('iframe[title="Scene preview"]');
  expect(await frame.getAttribute('sandbox')).toBe('allow-scripts');
  await page.getByText('Pass every check to complete this step.').waitFor();
  await expectAccessible(page);

  // The starter fails at least one check.
  await check(page);
  await page.getByText(/^Checks passed: \d of 3\.$/).waitFor();
  const failing = demoLab.lab.checks.map((entry) => entry.message);
  await expect.poll(async () => (await checkState(page, failing[1] as string).textContent()) ?? '').toBe('Failed');

  // A "passed" message posted from the page's console is not the frame's, and the step API refuses a click.
  await page.evaluate(() => {
    const results = [{ passed: true }, { passed: true }, { passed: true }];
    window.postMessage({ kind: 'lab:checked', runId: 'forged', outcome: 'done', run: { results, logs: [] } }, '*');
  });
  const forged = await page.evaluate(async () => {
    const [, id] = /tutorial\/([^/?]+)/.exec(location.pathname) ?? [];
    const item = await (await fetch(`/api/learn/tutorial/${id}`)).json();
    const section = (item.result.sections as { id: string; type: string }[]).find((entry) => entry.type === 'lab');
    const answer = await fetch('/api/learn/record/step', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: item.result.id, sectionId: section?.id, completed: true }),
    });
    return { status: answer.status, body: await answer.json() };
  });
  expect(forged).toMatchObject({ status: 409, body: { error: { key: 'lab_verification_required' } } });
  await page.waitForTimeout(300);
  expect(verifies).toEqual([]);
  expect(await page.getByText('Pass every check to complete this step.').isVisible()).toBe(true);

  // The fix passes in the frame, then on the server, which records the step.
  await replaceCode(page, demoLab.lab.solution);
  await check(page);
  await page.getByText('All checks passed. Step complete.').waitFor();
  expect(verifies).toHaveLength(1);
  await page.getByText('Completed', { exact: true }).first().waitFor();

  // The record and the code are the server's: a reload shows both.
  await page.reload();
  await page.getByText('Completed', { exact: true }).first().waitFor();
  await expect
    .poll(() => page.getByRole('textbox', { name: 'Your code' }).textContent())
    .toContain(demoLab.lab.solution.split('\n').find((line) => line.includes('phase')) ?? 'phase');
  const userId = (await (await context.request.get('/api/me')).json()).result.id as string;
  await page.goto(`/u/${userId}`);
  await page.getByRole('tab', { name: 'In progress' }).click();
  const card = page.getByRole('tabpanel').getByRole('article', { name: demo.title });
  await card.getByText(`1 of ${demo.steps.length} steps`).waitFor();
  await context.close();
});

it('an endless loop stops the preview and the checks within their limits; the page stays usable with the keyboard alone', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`/tutorials?k=${encodeURIComponent(demo.title)}`);
  await Promise.all([page.waitForURL(/\/tutorial\//), page.getByRole('link', { name: demo.title }).first().click()]);
  await page.getByRole('tab', { name: new RegExp(`^${demoLab.title}`) }).click();
  await page.getByRole('heading', { level: 2, name: demoLab.title }).waitFor();

  await replaceCode(page, 'function update(scene) {\n  while (true) {}\n}');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.getByText('The preview stopped: your code took too long to run (an endless loop?).').waitFor();
  await check(page);
  await page.getByText(/^The checks stopped: your code took too long to run/).waitFor();
  // A visitor's checks run in the frame; completing needs an account.
  await page.getByRole('button', { name: 'Sign in to save your work and complete the step' }).waitFor();

  // The keyboard: the editor takes Tab as indentation, Escape then Tab leaves it for the buttons.
  const editor = page.getByRole('textbox', { name: 'Your code' });
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Tab');
  expect(await editor.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim());
  expect(await focusedName()).toBe('Run');
  await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('Check');
  await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('Reset');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reset your code?' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Reset' }).press('Enter');
  await expect.poll(() => editor.textContent()).toContain('function update');
  await expect.poll(focusedName).toBe('Reset');
  await page.keyboard.press('Shift+Tab');
  expect(await focusedName()).toBe('Check');
  await page.keyboard.press('Enter');
  await page.getByText(/^Checks passed: \d of 3\.$/).waitFor();
  await expectAccessible(page);
  await context.close();
});

it('a creator adds a lab with one check to a new tutorial and publishes it; a learner passes it', async () => {
  const title = unique('Spin lab');
  const creator = await newContext(browser);
  await signIn(creator, 'creator@questline.dev');
  const page = await creator.newPage();
  await createDraft(page, 'tutorial', title);
  await page.getByRole('tab', { name: 'Steps' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 's');
  await page.getByRole('button', { name: 'Add lab step' }).click();
  await page.getByRole('textbox', { name: 'Step title' }).fill('Lab: spin the cube');
  await choose(page, 'Skill level', 'Beginner');
  await page
    .getByRole('textbox', { name: 'Scene code' })
    .fill("scene.add({ name: 'cube', position: { x: 0, y: 0.5, z: 0 } });");
  await page.getByRole('textbox', { name: 'Starter code' }).fill('function update(scene, time, dt) {\n}\n');
  await page.getByRole('textbox', { name: 'Check 1 message' }).fill('The cube turns');
  // A check that does not compile is refused at save, at its field and line.
  const code = page.getByRole('textbox', { name: 'Check 1 code' });
  await code.fill("lab.run(1);\nreturn lab.find('cube').rotation.y > (;");
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByText(/^This code does not compile \(line 2\)/)
    .first()
    .waitFor();
  expect(await code.getAttribute('aria-invalid')).toBe('true');
  await code.fill("lab.run(1);\nreturn lab.find('cube').rotation.y > 0.5;");
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(page);
  await publish(page);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await creator.close();

  const learner = await newContext(browser);
  await signUpAndIn(learner.request, {
    email: `spin-${Date.now().toString(36)}@example.test`,
    password: 'a long spin password 1',
    name: 'Sam Spin',
  });
  const reader = await learner.newPage();
  await reader.goto(page.url().replace(appUrl(), ''));
  await reader.getByRole('tab', { name: /^Lab: spin the cube/ }).click();
  await check(reader);
  await expect.poll(async () => (await checkState(reader, 'The cube turns').textContent()) ?? '').toBe('Failed');
  await replaceCode(reader, "function update(scene, time, dt) {\n  scene.find('cube').rotation.y += dt;\n}");
  await check(reader);
  await reader.getByText('All checks passed. Step complete.').waitFor();
  await reader.getByText('1 of 1 steps complete').first().waitFor();
  await learner.close();
});
