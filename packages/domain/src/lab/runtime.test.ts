import { describe, expect, it } from 'vitest';
import { labRuntime, type TLabCheckRun } from './runtime';

/** In this realm, unlocked: the scene, hooks and checks as the workers run them. */
const runtime = labRuntime({ isolated: false });
const run = (payload: { scene: string; code: string; checks: string[] }) =>
  JSON.parse(runtime.runChecks(JSON.stringify(payload))) as TLabCheckRun;

const scene = "scene.add({ name: 'cube', position: { x: 0, y: 0.5, z: 0 } });";

describe('the lab runtime', () => {
  it('runs the scene, the learner hooks and each check in a fresh world', () => {
    const code = `
      let clicks = 0;
      function start(scene) { scene.add({ name: 'ball', shape: 'sphere', scale: 2, color: '#00ff00' }); }
      function update(scene, time) { scene.find('cube').position.y = 0.5 + Math.sin(time); }
      function onClick(scene, point) { clicks++; scene.add({ name: 'spawn' + clicks, position: point }); console.log('click', point); }
    `;
    const result = run({
      scene,
      code,
      checks: [
        "lab.run(0.5); return lab.find('cube').position.y > 0.9 && lab.time > 0.49;",
        "return lab.objects.length === 2 && lab.find('ball').scale.x === 2 && lab.find('ball').shape === 'sphere';",
        "lab.click(2, 3); const s = lab.find('spawn1'); return s.position.x === 2 && s.position.z === 3 && lab.logs.length > 0;",
        // Each check starts again: the click of the check before left nothing.
        "return lab.find('spawn1') === undefined && lab.code.includes('onClick');",
        'return 1;',
        "throw new TypeError('nope');",
      ],
    });
    expect(result.results.map((entry) => entry.passed)).toEqual([true, true, true, true, false, false]);
    expect(result.results[5]?.error?.message).toBe('TypeError: nope');
    expect(result.logs[0]).toBe('log: click {"x":2,"y":0,"z":3}');
  });

  it('answers the error of code that does not start, with its line where the engine gives one', () => {
    const thrown = run({ scene, code: "\n\nscene.find('missing').position.y = 1;", checks: ['return true;'] });
    expect(thrown.codeError?.message).toMatch(/^TypeError: /);
    expect(thrown.codeError?.line).toBe(3);
    const broken = run({ scene, code: 'function update( {', checks: ['return true;', 'return true;'] });
    expect(broken.results).toHaveLength(2);
    expect(broken.codeError?.message).toMatch(/^SyntaxError/);
  });

  it('keeps the scene within its limits and reads bad values as defaults', () => {
    const code = 'function start(scene) { for (let i = 0; i < 600; i++) scene.add({}); }';
    expect(run({ scene: '', code, checks: ['return true;'] }).codeError?.message).toMatch(/at most 500 objects/);
    const odd = run({
      scene: "scene.add({ name: 7, shape: 'teapot', color: 'red', position: { x: 'a' }, scale: null });",
      code: '',
      checks: [
        "const [o] = lab.objects; return o.name === 'cube1' && o.shape === 'cube' && o.color === '#f97316' && o.position.x === 0 && o.scale.y === 1;",
      ],
    });
    expect(odd.results[0]?.passed).toBe(true);
  });

  it('removes objects and caps a run at two minutes of simulated time', () => {
    const result = run({
      scene,
      code: "function update(scene) { const cube = scene.find('cube'); if (cube) scene.remove(cube); }",
      checks: ['lab.run(1e9); return lab.objects.length === 0 && lab.time <= 120.01;'],
    });
    expect(result.results[0]?.passed).toBe(true);
  });

  it('draws a live world tick by tick, and stops at the first error', () => {
    const logs: string[] = [];
    const live = runtime.createLive(
      scene,
      "function update(scene, time) { if (time > 0.05) null.x; scene.find('cube').position.x += 1; }\nfunction onClick(scene, p) { scene.add({ name: 'c', position: p }); }",
      (level, values) => logs.push(`${level} ${values.join(' ')}`),
    );
    expect(live.tick(0.02)[0]).toMatchObject({ name: 'cube', position: [1, 0.5, 0], scale: [1, 1, 1] });
    expect(live.click(1, Number.NaN)).toHaveLength(2);
    live.tick(0.05);
    live.tick(0.05);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^error TypeError: .*\(line 1\)$/);
  });
});
