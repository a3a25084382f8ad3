import { AppError } from '@questline/domain/errors';
import { isAdmin, learnCreatorAll } from '@questline/domain/roles';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import { storageUsedBy } from './files.repository';

/** Who stores bytes: the quota reads the roles, the uploads and builds are counted by id. */
export type TUploader = Pick<TMe, 'id' | 'roles'>;

/**
 * Content creators, editors, learn admins and admins are not held to the quota: what they upload is the catalogue
 * (videos, attachments, packages), bounded per upload by the kind's limit. Everyone else (learners) is.
 */
export const isQuotaExempt = (user: TUploader) => learnCreatorAll(user) || isAdmin(user);

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size as people read it, in binary units as the upload limits count: 2147483648 → "2 GB", 1610612736 → "1.5 GB". */
export const formatStorageSize = (bytes: number) => {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${UNITS[unit]}`;
};

export const quotaExceeded = (quotaBytes: number) =>
  new AppError('storage_quota_exceeded', { params: { limit: formatStorageSize(quotaBytes) } });

/**
 * How many more bytes the user may store, or null when no quota holds them (staff, or a quota of 0: turned off).
 * `pendingBytes` are theirs on the way in (unfinished uploads), reserved beside what is stored.
 */
export const storageLeft = async (
  db: TDbOrTx,
  quotaBytes: number,
  user: TUploader,
  pendingBytes = 0,
): Promise<number | null> => {
  if (quotaBytes <= 0 || isQuotaExempt(user)) return null;
  return quotaBytes - (await storageUsedBy(db, user.id)) - pendingBytes;
};

/**
 * Refuses (413 `storage_quota_exceeded`, params.limit) `incomingBytes` that would take the user past the quota:
 * checked before an upload is accepted and before a build is unpacked.
 */
export const refuseOverQuota = async (
  db: TDbOrTx,
  quotaBytes: number,
  user: TUploader,
  incomingBytes: number,
  pendingBytes = 0,
) => {
  const left = await storageLeft(db, quotaBytes, user, pendingBytes);
  if (left !== null && incomingBytes > left) throw quotaExceeded(quotaBytes);
};
