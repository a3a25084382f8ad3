import type { TMissionValidateResult } from '@questline/domain/schemas/forms';
import { editorWrite } from './editor-writes';

/**
 * POST /api/learn/mission/{id}/validate (§4.2, §7.3) with the publish body: the first step of a mission's publish. It
 * refuses as publish would (a public mission whose sets hold internal-only content, §5).
 */
export const validateMission = async (input: {
  id: string;
  body: Record<string, unknown>;
  etag: string;
}): Promise<TMissionValidateResult> => {
  const { result } = await editorWrite<TMissionValidateResult>(
    'POST',
    `/api/learn/mission/${encodeURIComponent(input.id)}/validate`,
    { body: input.body, ifMatch: input.etag },
  );
  return result;
};
