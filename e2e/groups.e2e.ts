import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signUpAndIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const stamp = Date.now().toString(36);

/** A new account with this address, signed in in the context. */
const signUp = (context: BrowserContext, email: string, name: string) =>
  signUpAndIn(context.request, { email, password: 'correct-horse-battery', name });

const toast = (page: Page, text: string) => page.getByText(text).first().waitFor();

it('a learner creates a group, invites a second by e-mail, who joins and posts; the first reposts and features it', async () => {
  const owner = await newContext(browser);
  const friend = await newContext(browser);
  const friendEmail = `friend-${stamp}@example.test`;
  const groupName = `Level Designers ${stamp}`;
  const otherGroup = `Shader Circle ${stamp}`;
  await signUp(owner, `owner-${stamp}@example.test`, 'Olive Owner');

  // The owner creates the group on /groups, and a second one to repost into.
  const ownerPage = await owner.newPage();
  await ownerPage.goto('/groups');
  await ownerPage.getByRole('heading', { level: 1, name: 'Groups' }).waitFor();
  await expectAccessible(ownerPage);
  await ownerPage.getByRole('textbox', { name: 'Group name' }).fill(groupName);
  await ownerPage.getByRole('button', { name: 'Create group' }).click();
  await ownerPage.getByRole('heading', { level: 1, name: groupName }).waitFor();
  const groupUrl = new URL(ownerPage.url()).pathname;
  expect(groupUrl).toMatch(/^\/groups\/\d+$/);
  const second = await owner.request.post('/api/groups', { data: { name: otherGroup } });
  expect(second.status()).toBe(200);

  // A name another group holds, whatever its case, is refused with its message.
  await ownerPage.goto('/groups');
  await ownerPage.getByRole('textbox', { name: 'Group name' }).fill(groupName.toUpperCase());
  await ownerPage.getByRole('button', { name: 'Create group' }).click();
  await ownerPage.getByText('A group with this name already exists.').waitFor();

  // The owner invites an address nobody has registered yet; a malformed one is refused first.
  await ownerPage.goto(groupUrl);
  await ownerPage.getByRole('heading', { level: 1, name: groupName }).waitFor();
  const invite = ownerPage.getByRole('textbox', { name: 'E-mail addresses' });
  await invite.fill('not-an-address');
  await ownerPage.getByRole('button', { name: 'Send invitations' }).click();
  await ownerPage.getByText('Enter a valid e-mail address. (not-an-address)').waitFor();
  await invite.fill(friendEmail);
  await ownerPage.getByRole('button', { name: 'Send invitations' }).click();
  await toast(ownerPage, 'Invitations sent.');
  await ownerPage.getByRole('listitem').filter({ hasText: friendEmail }).waitFor();
  await expectAccessible(ownerPage);

  // The friend registers with that address, finds the invitation, accepts and posts.
  await signUp(friend, friendEmail, 'Finn Friend');
  const friendPage = await friend.newPage();
  await friendPage.goto('/groups');
  await friendPage.getByRole('button', { name: `Accept the invitation to ${groupName}` }).click();
  await toast(friendPage, 'You joined the group.');
  await friendPage.getByRole('link', { name: groupName }).click();
  await friendPage.getByRole('heading', { level: 1, name: groupName }).waitFor();
  await friendPage.getByRole('textbox', { name: 'Write a post' }).fill('My first level blockout is ready.');
  await friendPage.getByRole('button', { name: 'Post', exact: true }).click();
  const friendPost = friendPage.getByRole('article', { name: 'Post by Finn Friend' });
  await friendPost.getByText('My first level blockout is ready.').waitFor();
  await expectAccessible(friendPage);

  // The owner sees the friend online (their open tab beats), reposts the post into the other group and features it.
  await ownerPage.reload();
  const members = ownerPage.getByRole('region', { name: '2 members' });
  await members.getByRole('listitem').filter({ hasText: 'Finn Friend' }).getByRole('img', { name: 'Online' }).waitFor();
  const post = ownerPage.getByRole('article', { name: 'Post by Finn Friend' }).first();
  await post.getByRole('button', { name: 'Repost' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Repost to another group' });
  await dialog.getByRole('combobox', { name: 'Group' }).selectOption({ label: otherGroup });
  await dialog.getByRole('textbox', { name: 'Add a comment (optional)' }).fill('Worth a look.');
  await expectAccessible(ownerPage);
  await dialog.getByRole('button', { name: 'Repost' }).click();
  await toast(ownerPage, 'Reposted.');

  await post.getByRole('button', { name: 'Feature' }).click();
  await toast(ownerPage, 'Added to featured posts.');
  await ownerPage
    .getByRole('region', { name: 'Featured posts' })
    .getByText('My first level blockout is ready.')
    .waitFor();

  // The owner cannot leave their own group.
  await ownerPage.getByRole('button', { name: 'Leave group' }).click();
  await ownerPage.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await toast(ownerPage, 'The owner cannot leave the group.');
  await expectAccessible(ownerPage);

  // The other group shows the repost with what it shares.
  await ownerPage.goto('/groups');
  await ownerPage.getByRole('link', { name: otherGroup }).click();
  const repost = ownerPage.getByRole('article', { name: 'Post by Olive Owner' });
  await repost.getByText('Worth a look.').waitFor();
  await repost.getByText('My first level blockout is ready.').waitFor();
  await repost.getByRole('link', { name: groupName }).waitFor();
  await expectAccessible(ownerPage);

  await owner.close();
  await friend.close();
});
