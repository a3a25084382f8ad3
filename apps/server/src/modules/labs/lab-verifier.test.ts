import { describe, expect, it } from 'vitest';
import { runLabChecks } from './lab-verifier';

describe('the lab verifier', () => {
  it('locks its realm down: learner code cannot change how a check reads, nor reach Node', async () => {
    const forged = await runLabChecks({
      scene: '',
      code: 'Array.prototype.every = () => true;',
      checks: ['return true;'],
    });
    expect(forged.codeError?.message).toMatch(/^TypeError: Cannot assign to read only property/);
    const reach = await runLabChecks({
      scene: '',
      code: '',
      checks: [
        "return typeof this === 'undefined' && typeof process === 'undefined' && typeof require === 'undefined';",
        "return Function('return this')().constructor.constructor('return typeof process')() === 'undefined';",
        'return typeof WebAssembly === "undefined" || !WebAssembly.compile;',
      ],
    });
    expect(reach.results.slice(0, 2)).toEqual([{ passed: true }, { passed: true }]);
  });

  it('draws the same random numbers on every run', async () => {
    const draw = () =>
      runLabChecks({ scene: '', code: 'console.log(Math.random(), Math.random());', checks: ['return true;'] });
    const [one, two] = await Promise.all([draw(), draw()]);
    expect(one.logs).toEqual(two.logs);
    expect(one.logs[0]).toMatch(/^log: 0\.\d+ 0\.\d+$/);
  });
});
