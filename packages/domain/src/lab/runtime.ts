/**
 * The lab runtime (spec §2.9 lab steps): an engine-neutral scene that a lab's scene code fills and the learner's code
 * animates, and the checks that judge it. The same function runs in the play origin's sandboxed worker (the live
 * preview and the Check button) and in the server's isolated worker that re-verifies a completion, so a result means
 * the same on both sides.
 *
 * It is self-contained (no imports, no outside names): both sides take its source with Function.prototype.toString and
 * evaluate it in a realm of its own. Before any lab code runs it seeds Math.random (checks repeat) and freezes the
 * built-in prototypes, so neither the learner's code nor a check can change how the runtime reads a result.
 *
 * The learner's code may declare `start(scene)`, `update(scene, time, dt)` and `onClick(scene, point)`. The scene
 * offers `add({ name, shape, position, rotation, scale, color })`, `find(name)`, `remove(object)` and `objects`.
 * A check is a function body given `lab` (`scene`, `find`, `objects`, `run(seconds)`, `click(x, z)`, `time`, `code`,
 * `logs`) that returns true when the learner's work passes.
 */
export function labRuntime(options: { isolated?: boolean } = {}) {
  const STEP = 1 / 60;
  const MAX_OBJECTS = 500;
  const MAX_RUN_SECONDS = 120;
  const MAX_LOGS = 200;
  const SHAPES = ['cube', 'sphere', 'cylinder', 'cone', 'plane'];
  const stringify = JSON.stringify;
  const parse = JSON.parse;
  const isFiniteNumber = Number.isFinite;

  // A fixed seed: the same code draws the same numbers in the browser and on the server.
  let seed = 0x2f6b_1d35;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // Only a realm of the runtime's own is locked down; the unit tests run it in theirs (`isolated: false`).
  const isolated = options.isolated !== false;
  if (isolated) Object.defineProperty(Math, 'random', { value: random, writable: false, configurable: false });
  const intrinsics = [
    Object,
    Object.prototype,
    Array,
    Array.prototype,
    Function.prototype,
    String.prototype,
    Number.prototype,
    Boolean.prototype,
    Symbol.prototype,
    Error.prototype,
    RegExp.prototype,
    Map.prototype,
    Set.prototype,
    Promise.prototype,
    JSON,
    Math,
    Reflect,
  ];
  if (isolated) for (const intrinsic of intrinsics) Object.freeze(intrinsic);

  /** The line of the lab code an error points at, counted from 1 (a `new Function` body starts on its third line). */
  const lineOf = (error: unknown) => {
    const stack = error && typeof error === 'object' && 'stack' in error ? String(error.stack) : '';
    const found = /<anonymous>:(\d+):\d+/.exec(stack);
    return found ? Math.max(1, Number(found[1]) - 2) : undefined;
  };
  const describe = (error: unknown) => {
    const message =
      error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error ?? 'Error');
    const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : 'Error';
    return { message: `${name}: ${message}`.slice(0, 500), line: lineOf(error) };
  };
  const textOf = (value: unknown): string => {
    if (typeof value === 'string') return value;
    try {
      return stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };

  type TVector = { x: number; y: number; z: number };
  type TObject = {
    readonly id: number;
    name: string;
    shape: string;
    color: string;
    position: TVector;
    rotation: TVector;
    scale: TVector;
  };
  type TSpec = {
    name?: unknown;
    shape?: unknown;
    color?: unknown;
    position?: unknown;
    rotation?: unknown;
    scale?: unknown;
  };
  type TLog = (level: string, values: unknown[]) => void;

  const vector = (value: unknown, fallback: number): TVector => {
    if (typeof value === 'number') return { x: value, y: value, z: value };
    const from = (value ?? {}) as Partial<TVector>;
    const pick = (part: unknown) => (typeof part === 'number' && isFiniteNumber(part) ? part : fallback);
    return { x: pick(from.x), y: pick(from.y), z: pick(from.z) };
  };
  const finite = (value: unknown) => (typeof value === 'number' && isFiniteNumber(value) ? value : 0);

  /** A world: the scene's objects, the lab's scene code run once, then the learner's code and its `start`. */
  const createWorld = (sceneCode: string, learnerCode: string, log: TLog) => {
    const objects: TObject[] = [];
    let nextId = 1;
    let time = 0;
    const scene = Object.freeze({
      add(spec: TSpec = {}) {
        if (objects.length >= MAX_OBJECTS)
          throw new RangeError(`scene.add: a scene holds at most ${MAX_OBJECTS} objects`);
        const shape = typeof spec.shape === 'string' && SHAPES.includes(spec.shape) ? spec.shape : 'cube';
        const object: TObject = {
          id: nextId++,
          name: typeof spec.name === 'string' ? spec.name : `${shape}${nextId - 1}`,
          shape,
          color: typeof spec.color === 'string' && /^#[0-9a-f]{6}$/i.test(spec.color) ? spec.color : '#f97316',
          position: vector(spec.position, 0),
          rotation: vector(spec.rotation, 0),
          scale: vector(spec.scale, 1),
        };
        objects.push(object);
        return object;
      },
      find(name: string) {
        return objects.find((object) => object.name === name);
      },
      remove(object: TObject) {
        const index = objects.indexOf(object);
        if (index >= 0) objects.splice(index, 1);
      },
      get objects() {
        return objects.slice();
      },
    });
    const sink =
      (level: string) =>
      (...values: unknown[]) =>
        log(level, values);
    const console = Object.freeze({ log: sink('log'), info: sink('info'), warn: sink('warn'), error: sink('error') });

    new Function('scene', 'console', `"use strict";${sceneCode}`)(scene, console);
    const hooks = new Function(
      'scene',
      'console',
      `"use strict";${learnerCode}\nreturn [typeof start === "function" ? start : null, typeof update === "function" ? update : null, typeof onClick === "function" ? onClick : null];`,
    )(scene, console) as [
      ((scene: unknown) => void) | null,
      ((scene: unknown, time: number, dt: number) => void) | null,
      ((scene: unknown, point: TVector) => void) | null,
    ];
    const [start, update, onClick] = hooks;
    start?.(scene);
    return {
      scene,
      objects,
      get time() {
        return time;
      },
      tick(dt = STEP) {
        time += dt;
        update?.(scene, time, dt);
      },
      click(x: number, z: number) {
        onClick?.(scene, Object.freeze({ x: finite(x), y: 0, z: finite(z) }));
      },
    };
  };

  /** The scene as the preview draws it: plain numbers only. */
  const snapshot = (objects: TObject[]) =>
    objects.map((object) => ({
      id: object.id,
      name: String(object.name),
      shape: object.shape,
      color: object.color,
      position: [finite(object.position?.x), finite(object.position?.y), finite(object.position?.z)],
      rotation: [finite(object.rotation?.x), finite(object.rotation?.y), finite(object.rotation?.z)],
      scale: [finite(object.scale?.x), finite(object.scale?.y), finite(object.scale?.z)],
    }));

  type TCheckResult = { passed: boolean; error?: { message: string; line?: number } };

  /**
   * Runs every check against a fresh world of its own and answers a JSON string: one result per check, in order,
   * and whether the learner's code itself failed before any check ran.
   */
  const runChecks = (payloadJson: string): string => {
    const payload = parse(payloadJson) as { scene: string; code: string; checks: string[] };
    const results: TCheckResult[] = [];
    let codeError: { message: string; line?: number } | undefined;
    const logs: string[] = [];
    const log: TLog = (level, values) => {
      if (logs.length < MAX_LOGS) logs.push(`${level}: ${values.map(textOf).join(' ')}`.slice(0, 500));
    };
    for (const checkCode of payload.checks) {
      let world: ReturnType<typeof createWorld>;
      try {
        world = createWorld(payload.scene, payload.code, log);
      } catch (error) {
        codeError = describe(error);
        results.push({ passed: false, error: codeError });
        continue;
      }
      const current = world;
      const lab = Object.freeze({
        scene: current.scene,
        find: (name: string) => current.scene.find(name),
        get objects() {
          return current.objects.slice();
        },
        get time() {
          return current.time;
        },
        code: payload.code,
        logs,
        run(seconds: number) {
          const steps = Math.round(Math.min(Math.max(finite(seconds), 0), MAX_RUN_SECONDS) / STEP);
          for (let step = 0; step < steps; step++) current.tick(STEP);
        },
        click(x: number, z: number) {
          current.click(x, z);
        },
      });
      try {
        const verdict = new Function('lab', `"use strict";${checkCode}`)(lab);
        results.push({ passed: verdict === true });
      } catch (error) {
        results.push({ passed: false, error: describe(error) });
      }
    }
    return stringify({ results, codeError, logs: logs.slice(0, 50) });
  };

  /** A world that keeps running for the preview: each tick answers the scene to draw, or the error that stopped it. */
  const createLive = (sceneCode: string, learnerCode: string, log: TLog) => {
    const world = createWorld(sceneCode, learnerCode, log);
    let failed: { message: string; line?: number } | undefined;
    const guard = (run: () => void) => {
      if (failed) return;
      try {
        run();
      } catch (error) {
        failed = describe(error);
        log('error', [failed.line ? `${failed.message} (line ${failed.line})` : failed.message]);
      }
    };
    return {
      tick(dt: number) {
        guard(() => world.tick(Math.min(Math.max(finite(dt), 0), 0.1)));
        return snapshot(world.objects);
      },
      click(x: number, z: number) {
        guard(() => world.click(x, z));
        return snapshot(world.objects);
      },
    };
  };

  return { runChecks, createLive, describe, STEP };
}

export type TLabRuntime = ReturnType<typeof labRuntime>;
/** One object of the scene as the preview draws it. */
export type TLabSnapshot = ReturnType<ReturnType<TLabRuntime['createLive']>['tick']>;
/** What a check run answers: one result per check, and the error of the learner's code when it failed to start. */
export type TLabCheckRun = {
  results: { passed: boolean; error?: { message: string; line?: number } }[];
  codeError?: { message: string; line?: number };
  logs: string[];
};

/**
 * The runtime as an expression to evaluate in another realm: its source, with the `__name` helper that some
 * TypeScript loaders (esbuild's keepNames, as tsx runs it) insert into functions given a body that does nothing.
 */
export const labRuntimeSource = () =>
  `(() => { const __name = (target) => target; return (${labRuntime.toString()}); })()`;
