import { expect, it } from 'vitest';
import { withoutSubsumed } from './search-engine';

it('drops the readings a prefix reading already finds, and keeps the others', () => {
  expect(withoutSubsumed(["'charact'", "'charact':*", "'character'", "'character':*"])).toEqual(["'charact':*"]);
  expect(withoutSubsumed(["'run'", "'runner':*", "'jump'"])).toEqual(["'run'", "'runner':*", "'jump'"]);
  expect(withoutSubsumed(["'game' & 'charact':*", "'game'", "'gam':*"])).toEqual(["'game' & 'charact':*", "'gam':*"]);
  expect(withoutSubsumed(["'o''neil':*", "'o''neill'"])).toEqual(["'o''neil':*"]);
});
