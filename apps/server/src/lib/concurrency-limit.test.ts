import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './concurrency-limit';

/** A task the test finishes when it likes, recording when it started. */
const deferred = () => {
  let finish!: (failure?: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = (failure) => (failure ? reject(failure) : resolve());
  });
  return { done, finish };
};

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('limitConcurrency', () => {
  it('runs at most `max` tasks at once, the others in the order they came', async () => {
    const limit = limitConcurrency(2);
    const tasks = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const results = tasks.map((task, index) =>
      limit(async () => {
        started.push(index);
        await task.done;
        return index;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    tasks[1]?.finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]?.finish();
    tasks[2]?.finish();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    tasks[3]?.finish();
    tasks[4]?.finish();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
  });

  it('frees the slot of a task that fails, and passes its failure on', async () => {
    const limit = limitConcurrency(1);
    const failing = deferred();
    const first = limit(() => failing.done);
    let secondStarted = false;
    const second = limit(async () => {
      secondStarted = true;
    });
    await settle();
    expect(secondStarted).toBe(false);
    failing.finish(new Error('broken'));
    await expect(first).rejects.toThrow('broken');
    await second;
    expect(secondStarted).toBe(true);
  });
});
