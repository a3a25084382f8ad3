import { expect, it } from 'vitest';
import { assetUnlockPackage } from './asset-packages';

it('knows the shooter and karting templates’ unlock packages by id, and no other', () => {
  expect(assetUnlockPackage('karting-template-2')).toEqual({ key: 'kartingTemplate2', id: 'karting-template-2' });
  expect(assetUnlockPackage('fps-template')?.key).toBe('fpsTemplate');
  expect(assetUnlockPackage('some-other-package')).toBeUndefined();
  expect(assetUnlockPackage(null)).toBeUndefined();
});
