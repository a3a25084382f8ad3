import { isLastTourStep, nextTourStep, validTourStep } from '@questline/domain/rules/ui';

/**
 * The tour's state (§4.7 tour tip state: open, step from 0, the tour's steps, a callback on close): the welcome
 * dialog, the tips at a step, or closed. Pure, so the state machine is tested without a browser.
 */
export type TTourPhase = 'dialog' | 'tips' | 'closed';
export type TTourState = { phase: TTourPhase; step: number; count: number };
export type TTourAction = { type: 'start' } | { type: 'next' } | { type: 'close' } | { type: 'goTo'; step: number };

export const initialTourState = (opening: 'dialog' | 'tips', count: number, step = 0): TTourState => ({
  phase: opening,
  step: validTourStep(step, count),
  count,
});

export const tourReducer = (state: TTourState, action: TTourAction): TTourState => {
  switch (action.type) {
    case 'start':
      return { ...state, phase: 'tips', step: 0 };
    case 'next':
      // On the last step the button reads 'start again' and this wraps to the first (§2.15).
      return { ...state, step: nextTourStep(state.step, state.count) };
    case 'goTo':
      return { ...state, step: validTourStep(action.step, state.count) };
    case 'close':
      return { ...state, phase: 'closed' };
  }
};

export const onLastStep = (state: TTourState) => isLastTourStep(state.step, state.count);
