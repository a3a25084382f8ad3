import { GENERAL_FIELD_KINDS } from '@questline/domain/rules/change-detection';
import { GeneralForm, generalFormDefaults } from '../forms/general-form';
import { LiveSessionContentForm, liveSessionContentDefaults } from '../forms/live-session-content-form';
import { LiveSessionDetailsForm, liveSessionDetailsDefaults } from '../forms/live-session-details-form';
import { formOfTab, type TTabKey } from '../lib/editor-tabs';
import type { TTabDefinition } from './tab-definition-types';

/** §4.1: the register URL and video title compare as text, the previous video by its id. */
const CONTENT_FIELD_KINDS = { registerUrl: 'text', previousVideoTitle: 'text', previousVideoId: 'media' } as const;

/** The live session editor's tabs (§2.12, §2.13): g general, c content, d details. */
export const liveSessionTabDefinition = (tab: TTabKey): TTabDefinition => {
  const form = formOfTab('liveSession', tab);
  if (form === 'content')
    return {
      form,
      defaults: liveSessionContentDefaults,
      kinds: CONTENT_FIELD_KINDS,
      render: (item) => <LiveSessionContentForm item={item} />,
    };
  if (form === 'details')
    return { form, defaults: liveSessionDetailsDefaults, kinds: {}, render: () => <LiveSessionDetailsForm /> };
  return {
    form: 'general',
    defaults: (item) => generalFormDefaults(item, 'liveSession'),
    kinds: GENERAL_FIELD_KINDS,
    render: (item) => <GeneralForm type="liveSession" item={item} />,
  };
};
