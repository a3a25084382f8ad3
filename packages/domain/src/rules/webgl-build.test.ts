import { describe, expect, it } from 'vitest';
import { buildEntryPath, buildFileType, buildRoot } from './webgl-build';

describe('buildEntryPath', () => {
  it('keeps plain relative paths and drops ./ segments', () => {
    expect(buildEntryPath('Build/game.wasm')).toEqual({ path: 'Build/game.wasm', directory: false });
    expect(buildEntryPath('./index.html')).toEqual({ path: 'index.html', directory: false });
    expect(buildEntryPath('TemplateData/')).toEqual({ path: 'TemplateData', directory: true });
  });

  it.each([
    '../evil.html',
    'game/../../evil.html',
    'game/..',
    '/etc/passwd',
    'C:/Windows/win.ini',
    'c:evil',
    'Build\\..\\evil.js',
    'a//b',
    '',
    'nul\u0000.js',
    `${'a/'.repeat(250)}x`,
  ])('refuses %j', (name) => {
    expect(buildEntryPath(name)).toEqual({ error: 'unsafe_path' });
  });
});

describe('buildRoot', () => {
  it('finds index.html at the root or in the one top folder', () => {
    expect(buildRoot(['index.html', 'Build/a.js'])).toBe('');
    expect(buildRoot(['MyGame/index.html', 'MyGame/Build/a.js', '__MACOSX/MyGame/._index.html'])).toBe('MyGame/');
  });

  it('is null without an index.html where a build starts', () => {
    expect(buildRoot(['Build/a.js'])).toBeNull();
    expect(buildRoot(['A/index.html', 'B/index.html'])).toBeNull();
    expect(buildRoot(['A/B/index.html'])).toBeNull();
    expect(buildRoot([])).toBeNull();
  });
});

describe('buildFileType', () => {
  it('serves the engine files with their types', () => {
    expect(buildFileType('index.html').contentType).toBe('text/html; charset=utf-8');
    expect(buildFileType('Build/game.wasm')).toEqual({ contentType: 'application/wasm', contentEncoding: null });
    expect(buildFileType('Build/game.data').contentType).toBe('application/octet-stream');
    expect(buildFileType('Build/game.loader.js').contentType).toBe('text/javascript; charset=utf-8');
  });

  it('serves pre-compressed files with their encoding and the inner type', () => {
    expect(buildFileType('Build/game.wasm.gz')).toEqual({ contentType: 'application/wasm', contentEncoding: 'gzip' });
    expect(buildFileType('Build/game.framework.js.br')).toEqual({
      contentType: 'text/javascript; charset=utf-8',
      contentEncoding: 'br',
    });
    expect(buildFileType('README')).toEqual({ contentType: 'application/octet-stream', contentEncoding: null });
  });
});
