/**
 * The asset packages a mission's checkpoint unlocks (§9 configuration "asset unlock package ids"; §3.3 freeAssets):
 * the first-person-shooter template and the three parts of the karting template, by the key that names each one's
 * title in the catalogues (`learn.assetPackages.{key}`, `editorForms.mission.details.assetPackages.{key}`). A free
 * asset may name any other store package too; these are the ones the platform knows by name, offers in the mission
 * editor and awards in the demo.
 */
export const ASSET_UNLOCK_PACKAGE_IDS = {
  fpsTemplate: 'fps-template',
  kartingTemplate1: 'karting-template-1',
  kartingTemplate2: 'karting-template-2',
  kartingTemplate3: 'karting-template-3',
} as const;

export type TAssetUnlockPackageKey = keyof typeof ASSET_UNLOCK_PACKAGE_IDS;
export type TAssetUnlockPackage = { key: TAssetUnlockPackageKey; id: string };

/** The unlock packages in their order: the shooter template, then the karting template's parts. */
export const ASSET_UNLOCK_PACKAGES: readonly TAssetUnlockPackage[] = (
  Object.keys(ASSET_UNLOCK_PACKAGE_IDS) as TAssetUnlockPackageKey[]
).map((key) => ({ key, id: ASSET_UNLOCK_PACKAGE_IDS[key] }));

/** The unlock package a package id names, or undefined for any other package. */
export const assetUnlockPackage = (packageId: string | null | undefined): TAssetUnlockPackage | undefined =>
  ASSET_UNLOCK_PACKAGES.find((entry) => entry.id === packageId);
