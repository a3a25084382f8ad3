import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json';

describe('scriptJson', () => {
  const hostile = { text: '</script><script>alert(1)</script><!-- & \u2028\u2029' };

  it('leaves nothing that could close the element or open a comment', () => {
    const json = scriptJson(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('reads back as the same value', () => {
    expect(JSON.parse(scriptJson(hostile))).toEqual(hostile);
    expect(JSON.parse(scriptJson([1, 'a', null, { b: true }]))).toEqual([1, 'a', null, { b: true }]);
  });
});
