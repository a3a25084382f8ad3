import type { Element, ElementContent, Root } from 'hast';
import type { LanguageFn } from 'highlight.js';
import bash from 'highlight.js/lib/languages/bash';
import csharp from 'highlight.js/lib/languages/csharp';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import typescript from 'highlight.js/lib/languages/typescript';
import yaml from 'highlight.js/lib/languages/yaml';
import { createLowlight } from 'lowlight';
import { CodeLines, type TCodeLine } from './code-lines';

const HLSL_TYPES = [2, 3, 4]
  .flatMap((size) => ['float', 'half', 'int', 'uint', 'bool', 'fixed', 'double'].map((type) => `${type}${size}`))
  .concat(['float', 'half', 'int', 'uint', 'bool', 'fixed', 'double', 'void', 'float2x2', 'float3x3', 'float4x4'])
  .concat(['half3x3', 'half4x4', 'sampler', 'sampler2D', 'sampler3D', 'samplerCUBE', 'SamplerState', 'Texture2D'])
  .concat(['Texture3D', 'TextureCube', 'RWTexture2D', 'StructuredBuffer', 'RWStructuredBuffer', 'cbuffer', 'struct']);
const HLSL_KEYWORDS = ['if', 'else', 'for', 'while', 'do', 'return', 'break', 'continue', 'discard', 'switch']
  .concat(['case', 'default', 'in', 'out', 'inout', 'uniform', 'static', 'const', 'inline', 'register', 'typedef'])
  .concat(['groupshared', 'numthreads', 'unroll', 'loop', 'branch', 'flatten', 'true', 'false']);
const HLSL_BUILT_INS = ['abs', 'acos', 'asin', 'atan', 'atan2', 'ceil', 'clamp', 'cos', 'cross', 'ddx', 'ddy']
  .concat(['degrees', 'distance', 'dot', 'exp', 'exp2', 'floor', 'fmod', 'frac', 'length', 'lerp', 'log', 'max'])
  .concat(['min', 'mul', 'normalize', 'pow', 'radians', 'reflect', 'refract', 'round', 'rsqrt', 'saturate', 'sign'])
  .concat(['sin', 'smoothstep', 'sqrt', 'step', 'tan', 'tex2D', 'tex2Dlod', 'texCUBE', 'UnityObjectToClipPos'])
  .concat(['TransformObjectToHClip', 'SAMPLE_TEXTURE2D', 'TRANSFORM_TEX', '_Time', '_SinTime', '_WorldSpaceCameraPos']);
const SHADERLAB_KEYWORDS = ['Shader', 'Properties', 'SubShader', 'Pass', 'Tags', 'LOD', 'Cull', 'ZWrite', 'ZTest']
  .concat(['Blend', 'BlendOp', 'ColorMask', 'Offset', 'Stencil', 'Name', 'UsePass', 'GrabPass', 'Fallback'])
  .concat(['CustomEditor', 'CGPROGRAM', 'ENDCG', 'HLSLPROGRAM', 'ENDHLSL', 'CGINCLUDE', 'HLSLINCLUDE', 'Off', 'On'])
  .concat(['Back', 'Front', 'SrcAlpha', 'OneMinusSrcAlpha', 'One', 'Zero', 'Always', 'LEqual']);
const SHADERLAB_TYPES = ['Color', 'Range', 'Float', 'Int', 'Integer', 'Vector', '2D', '3D', 'Cube'];

/**
 * HLSL (and the HLSL inside ShaderLab), which highlight.js does not ship: keywords, types, intrinsic functions,
 * preprocessor lines, semantics (`: SV_Target`), comments, strings and numbers.
 */
const hlslOf =
  (extra: { keyword: string[]; type: string[] }): LanguageFn =>
  (hljs) => ({
    name: 'HLSL',
    keywords: {
      keyword: [...HLSL_KEYWORDS, ...extra.keyword],
      type: [...HLSL_TYPES, ...extra.type],
      built_in: HLSL_BUILT_INS,
    },
    contains: [
      hljs.C_LINE_COMMENT_MODE,
      hljs.C_BLOCK_COMMENT_MODE,
      hljs.QUOTE_STRING_MODE,
      hljs.C_NUMBER_MODE,
      { scope: 'meta', begin: /#\s*[a-z]+/, end: /$/ },
      { scope: 'attr', begin: /:\s*(?:SV_)?[A-Z][A-Z_]*\d*\b/ },
      { scope: 'variable', begin: /\b_[A-Z][A-Za-z0-9_]*/ },
    ],
  });

const lowlight = createLowlight({
  csharp,
  hlsl: hlslOf({ keyword: [], type: [] }),
  shaderlab: hlslOf({ keyword: SHADERLAB_KEYWORDS, type: SHADERLAB_TYPES }),
  javascript,
  typescript,
  json,
  yaml,
  shell: bash,
});

/** A highlighted tree as lines of tokens: a token spanning a line break (a block comment) is split at it. */
export const linesOf = (root: Root): TCodeLine[] => {
  const lines: TCodeLine[] = [[]];
  const walk = (node: ElementContent, classes: readonly string[]) => {
    if (node.type === 'text') {
      node.value.split('\n').forEach((part, index) => {
        if (index > 0) lines.push([]);
        if (part) lines.at(-1)?.push({ text: part, className: classes.join(' ') || undefined });
      });
    } else if (node.type === 'element') {
      const own = (node as Element).properties.className;
      const next = Array.isArray(own) ? [...classes, ...own.map(String)] : classes;
      for (const child of node.children) walk(child, next);
    }
  };
  for (const child of root.children) if (child.type !== 'doctype') walk(child as ElementContent, []);
  return lines;
};

/**
 * Code highlighted by highlight.js (through lowlight, which answers a tree rather than HTML: tokens become React
 * elements, and the code stays text). This module is its own chunk, loaded only by pages whose text holds code.
 */
export const HighlightedCode = (props: { code: string; language: string; highlighted: ReadonlySet<number> }) => {
  const lines = lowlight.registered(props.language)
    ? linesOf(lowlight.highlight(props.language, props.code))
    : props.code.split('\n').map((text) => (text ? [{ text }] : []));
  return <CodeLines lines={lines} highlighted={props.highlighted} />;
};
