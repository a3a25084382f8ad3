import { describe, expect, it } from 'vitest';
import { jsonTextDepth, MAX_JSON_DEPTH, richTextTooDeep, unstorableInputKey, unstorableTextKey } from './input-limits';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('JSON text depth', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(jsonTextDepth('1')).toBe(0);
    expect(jsonTextDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonTextDepth('{"a":"[[[{{{","b":"\\"[[["}')).toBe(1);
    expect(jsonTextDepth(nested(MAX_JSON_DEPTH))).toBe(MAX_JSON_DEPTH);
  });

  it('stops one past the limit, whatever the length, without recursion', () => {
    expect(jsonTextDepth(nested(200_000), MAX_JSON_DEPTH)).toBe(MAX_JSON_DEPTH + 1);
  });
});

describe('text PostgreSQL can store', () => {
  it('refuses NUL as invalid and lone surrogates as invalid Unicode, in values and keys at any depth', () => {
    expect(unstorableTextKey('a\u0000b')).toBe('invalid_request');
    expect(unstorableTextKey('x\ud800y')).toBe('invalid_unicode');
    expect(unstorableTextKey('x\udc00')).toBe('invalid_unicode');
    expect(unstorableTextKey('game 🎮 dev')).toBeNull();
    expect(unstorableInputKey({ a: [{ b: 'ok' }, { c: ['\ud800'] }] })).toBe('invalid_unicode');
    expect(unstorableInputKey({ 'k\u0000': 1 })).toBe('invalid_request');
    expect(unstorableInputKey({ bytes: new Uint8Array([0]), title: 'fine', n: 1, none: null })).toBeNull();
  });

  it('walks a deep value without overflowing the stack', () => {
    let value: unknown = 'leaf\u0000';
    for (let level = 0; level < 100_000; level++) value = [value];
    expect(unstorableInputKey(value)).toBe('invalid_request');
  });
});

describe('rich-text depth', () => {
  it('counts nodes through content, without recursion', () => {
    let node: unknown = { type: 'text', text: 'x' };
    for (let level = 0; level < 9; level++) node = { type: 'paragraph', content: [node] };
    expect(richTextTooDeep(node, 10)).toBe(false);
    expect(richTextTooDeep({ type: 'doc', content: [node] }, 10)).toBe(true);
    for (let level = 0; level < 100_000; level++) node = { type: 'blockquote', content: [node] };
    expect(richTextTooDeep(node)).toBe(true);
  });
});
