import { FileDownloadLink } from './file-download-link';

/** A material as learners' reads answer it (§3.9): a link {name, url} or an uploaded file {attachmentId}. */
export type TMaterialView =
  | { type: 'link'; name: string; url: string }
  | { type: 'file'; attachmentId: string; name?: string; size?: number };

/** Whether a list holds anything a learner can open: a web link or a file. */
export const hasMaterials = (materials: readonly TMaterialView[] | undefined) =>
  (materials ?? []).some((material) => material.type === 'file' || /^https?:\/\//.test(material.url));

/**
 * Materials, documents or resources as learners see them: web links open elsewhere, files download from /files/{id}
 * with their name and size. Links that are not web addresses are left out.
 */
export const MaterialList = ({ materials }: { materials: readonly TMaterialView[] | undefined }) => (
  <ul className="list-disc space-y-1 pl-5">
    {(materials ?? []).flatMap((material, index) => {
      if (material.type === 'file')
        return [
          // biome-ignore lint/suspicious/noArrayIndexKey: one file may be listed twice, in an order that never changes here.
          <li key={`file-${index}`}>
            <FileDownloadLink id={material.attachmentId} name={material.name} size={material.size} />
          </li>,
        ];
      return /^https?:\/\//.test(material.url)
        ? [
            // biome-ignore lint/suspicious/noArrayIndexKey: one link may be listed twice, in an order that never changes here.
            <li key={`link-${index}`}>
              <a href={material.url} rel="noopener noreferrer" className="break-all text-brand-700 underline">
                {material.name || material.url}
              </a>
            </li>,
          ]
        : [];
    })}
  </ul>
);
