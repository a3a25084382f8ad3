import { describe, expect, it } from 'vitest';
import { TOUR_MIN_VIEWPORT_PX, TOUR_STEPS, tourCookieName, tourOpening, tourRequest } from './tours';

describe('tours (§2.15, §4.7)', () => {
  it('has the step keys of §2.15', () => {
    expect(TOUR_STEPS.home).toEqual([
      'menu_pathways',
      'search_box',
      'menu_browses',
      'menu_live_calendar',
      'menu_my_learning',
    ]);
    expect(TOUR_STEPS.uaa_portal).toEqual(['benefits', 'curricular', 'community', 'faqs']);
    expect(TOUR_STEPS.edlab_portal).toEqual(['getStarted', 'resources', 'assets', 'faqs', 'assignSeats']);
  });

  it('keeps dismissals per tour and user id, noneUser when anonymous, in a valid cookie name', () => {
    expect(tourCookieName('home', null)).toBe('ql_tour_home_noneUser');
    expect(tourCookieName('home', undefined)).toBe('ql_tour_home_noneUser');
    expect(tourCookieName('home', 'Ab3_x-9')).toBe('ql_tour_home_Ab3_x-9');
    expect(tourCookieName('edlab_portal', 'a b;c=d')).toBe('ql_tour_edlab_portal_a_b_c_d');
  });

  it('reads ?tour=t as the tips and ?tour=p as the dialog', () => {
    expect(tourRequest('t')).toBe('tips');
    expect(tourRequest('p')).toBe('dialog');
    expect(tourRequest('x')).toBeNull();
    expect(tourRequest(null)).toBeNull();
  });

  it('opens nothing on mobile, what ?tour= asks, else the welcome dialog until dismissed', () => {
    const desktop = { desktop: true, request: null, autoOpen: true, dismissed: false };
    expect(tourOpening(desktop)).toBe('dialog');
    expect(tourOpening({ ...desktop, dismissed: true })).toBeNull();
    expect(tourOpening({ ...desktop, autoOpen: false })).toBeNull();
    expect(tourOpening({ ...desktop, dismissed: true, request: 'tips' })).toBe('tips');
    expect(tourOpening({ ...desktop, request: 'dialog', autoOpen: false })).toBe('dialog');
    expect(tourOpening({ ...desktop, desktop: false })).toBeNull();
    expect(tourOpening({ ...desktop, desktop: false, request: 'tips' })).toBeNull();
    expect(TOUR_MIN_VIEWPORT_PX).toBeGreaterThan(390);
  });
});
