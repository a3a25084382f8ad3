import { WEBGL_RATIO } from '@questline/domain/rules/embeds';
import type { TSubmission } from '@questline/domain/schemas/submission';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { EmbedFrame } from '../../../ui/embed-frame';
import { countPlay } from '../api/submission-actions';

/**
 * A submission's playable build (§2.1 play host): a cover with a Play button, so the build (often tens of megabytes)
 * loads only on demand; pressing it counts a play on the server and shows the build from the play origin in the
 * sandboxed iframe every WebGL embed renders through (ui/embed-frame.tsx).
 */
export const BuildPlayer = ({
  submission,
  onPlayed,
}: {
  submission: TSubmission & { webGLProject: NonNullable<TSubmission['webGLProject']> };
  onPlayed?: (playCount: number) => void;
}) => {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const project = submission.webGLProject;

  const play = () => {
    setPlaying(true);
    countPlay(submission.id).then(
      (answer) => onPlayed?.(answer.playCount),
      // A count that failed leaves the build playing.
      () => undefined,
    );
  };

  if (playing) {
    return (
      <EmbedFrame
        attrs={{ kind: 'webgl', url: project.playUrl, title: t('submissions.playTitle', { title: submission.title }) }}
      />
    );
  }
  return (
    <div
      className="theme-keep relative my-4 w-full overflow-hidden rounded-lg bg-slate-900"
      style={{ paddingTop: `${(WEBGL_RATIO * 100).toFixed(2)}%` }}
    >
      {project.thumbnail && (
        <img src={project.thumbnail.url} alt="" className="absolute inset-0 h-full w-full object-cover opacity-60" />
      )}
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
        <Button
          onPress={play}
          className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 text-base font-bold text-slate-900 shadow-lg hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M6 4.5v11a1 1 0 0 0 1.5.9l9-5.5a1 1 0 0 0 0-1.8l-9-5.5A1 1 0 0 0 6 4.5Z" />
          </svg>
          {t('submissions.play')}
        </Button>
        <p className="max-w-sm text-sm text-white">{t('submissions.playHint')}</p>
      </div>
    </div>
  );
};
