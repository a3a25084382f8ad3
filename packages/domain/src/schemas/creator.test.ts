import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { ZContentOptionsQuery, ZCreatorItemsQuery, ZCreatorTagsQuery, ZCreatorUsersQuery } from './creator';

describe('creator queries (§2.12–§2.13)', () => {
  it('pages the dashboard from query text, 20 at a time unless asked', () => {
    expect(validate(ZCreatorItemsQuery, {})).toEqual({ ok: true, data: { page: 1, pageSize: 20 } });
    expect(validate(ZCreatorItemsQuery, { page: '3', pageSize: '50', type: 'course' })).toEqual({
      ok: true,
      data: { page: 3, pageSize: 50, type: 'course' },
    });
    expect(validate(ZCreatorItemsQuery, { pageSize: '101' })).toMatchObject({ ok: false });
    expect(validate(ZCreatorItemsQuery, { type: 'badge' })).toEqual({
      ok: false,
      errors: [{ path: 'type', key: 'invalid_request' }],
    });
  });

  it('reads content option types as a list without repeats, and needs at least one known type', () => {
    expect(validate(ZContentOptionsQuery, { types: 'tutorial, quiz,tutorial', q: '  roll ' })).toEqual({
      ok: true,
      data: { types: ['tutorial', 'quiz'], q: 'roll' },
    });
    expect(validate(ZContentOptionsQuery, {})).toEqual({
      ok: false,
      errors: [{ path: 'types', key: 'error_isRequired' }],
    });
    expect(validate(ZContentOptionsQuery, { types: 'lesson' })).toMatchObject({ ok: false });
    expect(validate(ZContentOptionsQuery, { types: 'tutorial', language: 'xx' })).toMatchObject({ ok: false });
  });

  it('reads the owner search and the tag kind', () => {
    expect(validate(ZCreatorUsersQuery, {})).toEqual({ ok: true, data: { q: '' } });
    expect(validate(ZCreatorTagsQuery, { kind: 'industry' })).toEqual({ ok: true, data: { kind: 'industry' } });
    expect(validate(ZCreatorTagsQuery, { kind: 'skill' })).toEqual({
      ok: false,
      errors: [{ path: 'kind', key: 'invalid_request' }],
    });
  });
});
