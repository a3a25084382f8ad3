import { parseItemId } from '@questline/domain/ids';
import { matchPagePath, type TPageCheck } from '@questline/domain/rules/urls';
import type { TDbOrTx } from '../../db/client';
import type { TPageExists } from '../../lib/web-app';
import { itemExists } from '../content/content.repository';
import { findGroup } from '../groups/groups.repository';
import { findSubmission } from '../submissions/submissions.repository';
import { findUserByIdOrUrl } from '../users/users.repository';

/** Whether what a page path's parameter names exists: one indexed lookup, whoever asks and whatever its state. */
const exists = async (db: TDbOrTx, check: TPageCheck, params: Record<string, string>) => {
  const value = params[check.param] ?? '';
  switch (check.kind) {
    case 'item':
      return itemExists(db, 'type' in check ? check.type : (params[check.typeParam] ?? ''), value);
    case 'user':
      return (await findUserByIdOrUrl(db, value)) !== undefined;
    case 'group': {
      const id = /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : null;
      return id !== null && Number.isSafeInteger(id) && (await findGroup(db, id)) !== undefined;
    }
    case 'submission': {
      const parsed = parseItemId(value);
      return parsed?.type === 'submission' && (await findSubmission(db, parsed.id)) !== undefined;
    }
  }
};

/**
 * The web app's page paths as the server knows them (the domain's PAGE_PATTERNS): a path is a page when it matches a
 * pattern and, for detail pages, the item, user, group or submission it names exists at all (a draft or a private
 * group is a page: the page itself tells its viewer what they may see). Anything else answers 404.
 */
export const pageExistsIn =
  (db: TDbOrTx): TPageExists =>
  async (pathname) => {
    const match = matchPagePath(pathname);
    if (!match) return false;
    return match.pattern.exists ? exists(db, match.pattern.exists, match.params) : true;
  };
