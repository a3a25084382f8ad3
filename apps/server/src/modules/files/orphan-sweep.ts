import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS } from '@questline/domain/rules/images';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/client';
import type { TFileStore } from '../../lib/file-store';
import { imageVariantStorageKey } from '../media/image-variants';
import { deleteUnsubmittedBuild, unsubmittedBuildsBefore } from '../submissions/submissions.repository';
import { removeUnusedBuildFiles } from '../submissions/webgl-build';
import {
  deleteOrphanFiles,
  deleteUnheldFiles,
  filesHeldByRecords,
  filesNamedInContent,
  markUploadsKept,
  orphanCandidates,
  unsettleUploads,
} from './files.repository';

/** How long an upload may wait for a record to hold it (a submission, an item, a video, …) before it is removed. */
export const ORPHAN_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Rows looked at per query; a sweep goes on, batch after batch, until none is left. */
const BATCH = 200;

type TSweepDeps = { db: TDb; fileStore: TFileStore };

/** Removes the WebGL builds no submission holds, made before `cutoff`, and their unpacked files no other build holds. */
const sweepBuilds = async (deps: TSweepDeps, cutoff: Date) => {
  let builds = 0;
  let buildFiles = 0;
  let after = 0;
  for (;;) {
    const ids = await unsubmittedBuildsBefore(deps.db, { cutoff, after, limit: BATCH });
    for (const id of ids) {
      const removed = await deps.db.transaction(async (tx) => {
        const build = await deleteUnsubmittedBuild(tx, id, cutoff);
        // Its zip is looked at again: removed with this sweep unless something else holds it.
        if (build) await unsettleUploads(tx, build.sourceFileId);
        return build;
      });
      if (!removed) continue;
      builds += 1;
      buildFiles += await removeUnusedBuildFiles(deps, removed.keys);
    }
    if (ids.length < BATCH) return { builds, buildFiles };
    after = ids[ids.length - 1] as number;
  }
};

/** The bytes of a removed file: the file itself, and an image's stored variants. */
const removeStoredFile = async (
  fileStore: TFileStore,
  file: { id: string; storageKey: string; contentType: string },
) => {
  await fileStore.remove(file.storageKey);
  if (!file.contentType.startsWith('image/')) return;
  for (const width of IMAGE_VARIANT_WIDTHS)
    for (const format of IMAGE_VARIANT_FORMATS) await fileStore.remove(imageVariantStorageKey(file.id, width, format));
};

/**
 * Settles the uploads made before `cutoff`: a file a record holds (foreign keys) or content names (items, versions,
 * user pictures) is kept and not looked at again; any other is removed, its row with its bytes.
 */
const sweepFiles = async (deps: TSweepDeps, cutoff: Date) => {
  let files = 0;
  let kept = 0;
  let after = '';
  for (;;) {
    const ids = await orphanCandidates(deps.db, { cutoff, after, limit: BATCH });
    const held = await filesHeldByRecords(deps.db, ids);
    const named = await filesNamedInContent(
      deps.db,
      ids.filter((id) => !held.has(id)),
    );
    const referenced = ids.filter((id) => held.has(id) || named.has(id));
    await markUploadsKept(deps.db, referenced);
    kept += referenced.length;
    const removed = await deleteOrphanFiles(
      deps.db,
      ids.filter((id) => !held.has(id) && !named.has(id)),
      cutoff,
    );
    for (const file of removed) await removeStoredFile(deps.fileStore, file);
    files += removed.length;
    if (ids.length < BATCH) return { files, kept };
    after = ids[ids.length - 1] as string;
  }
};

/**
 * Removes these files, row and bytes, once nobody has an upload of them and no record or content holds them: the
 * uploads of a deleted account (account.service.ts), whose upload rows went with it. Answers how many were removed.
 */
export const removeUnheldFiles = async (deps: TSweepDeps, ids: readonly string[]) => {
  let removed = 0;
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += BATCH) {
    const batch = unique.slice(start, start + BATCH);
    const held = await filesHeldByRecords(deps.db, batch);
    const named = await filesNamedInContent(
      deps.db,
      batch.filter((id) => !held.has(id)),
    );
    const deleted = await deleteUnheldFiles(
      deps.db,
      batch.filter((id) => !held.has(id) && !named.has(id)),
    );
    for (const file of deleted) await removeStoredFile(deps.fileStore, file);
    removed += deleted.length;
  }
  return removed;
};

/**
 * Removes what was uploaded and never used: WebGL builds no submission holds and files no record references, once
 * `maxAgeMs` (a day) has passed since their upload, as of `now`. Builds go first, so that their zips are then
 * uploads nothing holds. Answers what it removed and kept.
 */
export const sweepOrphanUploads = async (deps: TSweepDeps, options: { now?: Date; maxAgeMs?: number } = {}) => {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.maxAgeMs ?? ORPHAN_UPLOAD_MAX_AGE_MS));
  const builds = await sweepBuilds(deps, cutoff);
  return { ...builds, ...(await sweepFiles(deps, cutoff)) };
};

/**
 * Runs the sweep in this process hourly (or as often as uploads age out, if sooner): an unused upload is removed at
 * most an hour after its day. The timer does not keep the process alive and stops when the app closes. Several
 * processes may sweep at once: each row is deleted once, and only the process that deleted it removes the bytes.
 */
export const registerOrphanSweep = (app: FastifyInstance, deps: TSweepDeps & { maxAgeMs?: number }) => {
  const maxAgeMs = deps.maxAgeMs ?? ORPHAN_UPLOAD_MAX_AGE_MS;
  let sweeping: Promise<void> | null = null;
  const sweep = () => {
    sweeping ??= sweepOrphanUploads(deps, { maxAgeMs })
      .then(
        (swept) => {
          if (swept.builds > 0 || swept.files > 0) app.log.info(swept, 'unused uploads removed');
        },
        (error: unknown) => app.log.warn({ err: error }, 'removing unused uploads failed'),
      )
      .finally(() => {
        sweeping = null;
      });
  };
  const timer = setInterval(sweep, Math.min(maxAgeMs, 60 * 60 * 1000));
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
};
