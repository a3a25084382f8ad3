import { describe, expect, it } from 'vitest';
import { isMaintenancePathway, MAINTENANCE_PATHWAY_ID_PATTERN } from './maintenance';

describe('the pathway under maintenance (§2.8)', () => {
  it('is the programador-junior pathway by its slug, whatever its id', () => {
    expect(isMaintenancePathway({ id: 'lpw_3', slug: 'programador-junior' }, undefined)).toBe(true);
    expect(isMaintenancePathway({ id: 'lpw_3', slug: 'programador-junior' }, 'lpw_9')).toBe(true);
  });

  it('is also the pathway of the configured object id, whatever its slug', () => {
    expect(isMaintenancePathway({ id: 'lpw_9', slug: 'junior-programmer' }, 'lpw_9')).toBe(true);
    expect(isMaintenancePathway({ id: 'lpw_90', slug: 'junior-programmer' }, 'lpw_9')).toBe(false);
    expect(isMaintenancePathway({ id: 'lpw_9', slug: 'junior-programmer' }, undefined)).toBe(false);
  });

  it('takes a pathway id as the configured id', () => {
    expect(MAINTENANCE_PATHWAY_ID_PATTERN.test('lpw_42')).toBe(true);
    for (const value of ['lms_42', 'lpw_', 'lpw_0', '42', 'lpw_4 '])
      expect(MAINTENANCE_PATHWAY_ID_PATTERN.test(value)).toBe(false);
  });
});
