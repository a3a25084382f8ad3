import {
  MAP_GAP,
  MAP_PADDING,
  MISSION_CARD,
  missionLinePath,
  missionPlaces as placesByDepth,
  type TMapPosition,
} from '@questline/domain/rules/mission-map';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { itemLabel } from './parts/item-summary';
import { labelClass } from './parts/styles';
import type { TPathwayDisplayMap } from './pathway-maps';

export type { TMapPosition };
export type TMissionPositions = Record<string, TMapPosition>;
export { MISSION_CARD };

/** How far one arrow key press moves a card, in pixels; with Shift, the bigger step. */
export const MAP_STEP = 10;
export const MAP_BIG_STEP = 50;

/** A place the editor saves: whole pixels, never above or left of the map. */
const place = (top: number, left: number): TMapPosition => ({
  top: Math.max(0, Math.round(top)),
  left: Math.max(0, Math.round(left)),
});

/** Where each listed mission sits: its saved place, else as the learner's map lays it out (domain missionPlaces). */
export const missionPlaces = (
  missionIds: readonly string[],
  positions: TMissionPositions,
  prerequisitesOf: (id: string) => readonly string[],
): TMissionPositions =>
  placesByDepth(
    missionIds.map((id) => ({ id, prerequisiteIds: prerequisitesOf(id) })),
    positions,
  );

/** A place for a mission just added: in the first column, below every card. */
export const placeBelow = (places: readonly TMapPosition[]): TMapPosition =>
  place(
    places.length === 0 ? MAP_PADDING : Math.max(...places.map((other) => other.top + MISSION_CARD.height + MAP_GAP.y)),
    MAP_PADDING,
  );

const KEY_MOVES: Record<string, { top: number; left: number }> = {
  ArrowUp: { top: -1, left: 0 },
  ArrowDown: { top: 1, left: 0 },
  ArrowLeft: { top: 0, left: -1 },
  ArrowRight: { top: 0, left: 1 },
};

/** The place an arrow key moves a card to (never above or left of the map), or null for any other key. */
export const movedByKey = (position: TMapPosition, key: string, big: boolean): TMapPosition | null => {
  const move = KEY_MOVES[key];
  if (!move) return null;
  const step = big ? MAP_BIG_STEP : MAP_STEP;
  return place(position.top + move.top * step, position.left + move.left * step);
};

type TDrag = { id: string; pointerId: number; x: number; y: number; from: TMapPosition; to: TMapPosition };

const MissionCard = (props: {
  id: string;
  title: string;
  position: TMapPosition;
  prerequisites: readonly string[];
  instructionsId: string;
  isDragging: boolean;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) => {
  const { t } = useTranslation();
  const afterId = useId();
  const ref = useRef<HTMLButtonElement>(null);
  const { top, left } = props.position;
  // A card moved with the keys stays in view as it goes past the visible part of the map.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when the card has moved.
  useEffect(() => {
    if (ref.current && document.activeElement === ref.current)
      ref.current.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [top, left]);
  return (
    <button
      ref={ref}
      type="button"
      aria-label={t('editorForms.pathway.map.move', { title: props.title })}
      aria-describedby={props.prerequisites.length > 0 ? `${afterId} ${props.instructionsId}` : props.instructionsId}
      data-mission-id={props.id}
      onPointerDown={props.onPointerDown}
      onPointerMove={props.onPointerMove}
      onPointerUp={props.onPointerUp}
      onPointerCancel={props.onPointerUp}
      onKeyDown={props.onKeyDown}
      style={{ left: `${left}px`, top: `${top}px`, width: MISSION_CARD.width, height: MISSION_CARD.height }}
      className={`absolute flex touch-none select-none flex-col justify-center gap-1 rounded-xl border bg-white px-3 py-2 text-left shadow-sm outline-none focus-visible:outline-3 focus-visible:outline-brand-600 ${
        props.isDragging ? 'z-10 cursor-grabbing border-brand-600 shadow-lg' : 'cursor-grab border-slate-300'
      }`}
    >
      <span className="line-clamp-2 text-sm font-semibold text-slate-900">{props.title}</span>
      {props.prerequisites.length > 0 && (
        <span id={afterId} className="truncate text-xs text-slate-600">
          {t('editorForms.pathway.map.after', { titles: props.prerequisites.join(', ') })}
        </span>
      )}
    </button>
  );
};

/**
 * The mission map of the pathway editor (§2.13, §3.2): each mission is a card placed on the map. A card is dragged
 * with the pointer, or focused and moved with the arrow keys (Shift for bigger steps); each move is announced.
 * Lines join each prerequisite inside the pathway to the mission that needs it, under the cards. The map grows to
 * hold its cards with room to move them further right or down, and scrolls.
 */
export const MissionMap = (props: {
  missionIds: readonly string[];
  positions: TMissionPositions;
  map: TPathwayDisplayMap;
  onMove: (id: string, position: TMapPosition) => void;
}) => {
  const { t } = useTranslation();
  const headingId = useId();
  const instructionsId = useId();
  const [drag, setDrag] = useState<TDrag | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const titleOf = (id: string) => itemLabel(id, props.map[id]);
  const listed = new Set(props.missionIds);
  const prerequisitesOf = (id: string) =>
    (props.map[id]?.prerequisiteIds ?? []).filter((other) => other !== id && listed.has(other));
  const saved = missionPlaces(props.missionIds, props.positions, prerequisitesOf);
  const places: TMissionPositions = drag ? { ...saved, [drag.id]: drag.to } : saved;
  const extent = Object.values(places).reduce(
    (size, at) => ({
      width: Math.max(size.width, at.left + 2 * MISSION_CARD.width),
      height: Math.max(size.height, at.top + 2 * MISSION_CARD.height),
    }),
    { width: 0, height: 0 },
  );

  const commit = (id: string, position: TMapPosition) => {
    props.onMove(id, position);
    setAnnouncement(t('editorForms.pathway.map.moved', { title: titleOf(id), ...position }));
  };

  const onPointerDown = (id: string) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const from = saved[id] ?? place(MAP_PADDING, MAP_PADDING);
    setDrag({ id, pointerId: event.pointerId, x: event.clientX, y: event.clientY, from, to: from });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    setDrag({ ...drag, to: place(drag.from.top + event.clientY - drag.y, drag.from.left + event.clientX - drag.x) });
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    setDrag(null);
    if (drag.to.top !== drag.from.top || drag.to.left !== drag.from.left) commit(drag.id, drag.to);
  };
  const onKeyDown = (id: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const from = saved[id];
    const next = from ? movedByKey(from, event.key, event.shiftKey) : null;
    if (!next) return;
    event.preventDefault();
    commit(id, next);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className={labelClass}>
        {t('editorForms.pathway.map.title')}
      </h3>
      <p id={instructionsId} className="text-xs text-slate-500">
        {t('editorForms.pathway.map.instructions')}
      </p>
      <div className="h-[28rem] overflow-auto rounded-xl border border-slate-200 bg-slate-50 bg-[radial-gradient(circle,_#cbd5e1_1px,_transparent_1px)] bg-[length:24px_24px]">
        {props.missionIds.length === 0 ? (
          <p className="flex h-full items-center justify-center px-6 text-center text-sm text-slate-500">
            {t('editorForms.pathway.map.empty')}
          </p>
        ) : (
          <div
            className="relative"
            style={{ width: extent.width, height: extent.height, minWidth: '100%', minHeight: '100%' }}
          >
            <svg aria-hidden="true" className="absolute inset-0 h-full w-full">
              {props.missionIds.flatMap((id) =>
                prerequisitesOf(id).map((before) => {
                  const from = places[before];
                  const to = places[id];
                  if (!from || !to) return null;
                  return (
                    <path
                      key={`${before}-${id}`}
                      data-from={before}
                      data-to={id}
                      d={missionLinePath(from, to)}
                      fill="none"
                      className="stroke-brand-600"
                      strokeWidth={2}
                      strokeDasharray="6 4"
                    />
                  );
                }),
              )}
            </svg>
            {props.missionIds.map((id) => (
              <MissionCard
                key={id}
                id={id}
                title={titleOf(id)}
                position={places[id] ?? place(MAP_PADDING, MAP_PADDING)}
                prerequisites={prerequisitesOf(id).map(titleOf)}
                instructionsId={instructionsId}
                isDragging={drag?.id === id}
                onPointerDown={onPointerDown(id)}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onKeyDown={onKeyDown(id)}
              />
            ))}
          </div>
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
};
