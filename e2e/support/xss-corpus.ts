/**
 * The XSS corpus (issue 13, Security): payloads in the styles of the OWASP XSS filter evasion cheat sheet. Every
 * payload, if it ever runs, calls `__xss(id)` with its own id (`parent.__xss(id)` from inside a frame it opens), so a
 * journey can say exactly which one ran. Kept free of Playwright so the server's route tests can reuse the TipTap
 * forms too.
 */

/** One hostile string: the id its script reports and the cheat-sheet style it stands for. */
export type TXssPayload = { id: number; style: string; text: string };

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** `[id, style, text]`: the text calls __xss(id) when it runs. */
const ROWS: readonly [number, string, string][] = [
  [1, 'script tag', '<script>__xss(1)</script>'],
  [2, 'script src data URL', '<SCRIPT SRC=data:text/javascript,__xss(2)></SCRIPT>'],
  [3, 'mixed-case script tag', '<ScRiPt>__xss(3)</sCrIpT>'],
  [4, 'img onerror', '<img src=x onerror=__xss(4)>'],
  [5, 'upper-case img onerror, quoted', '<IMG SRC=/ onerror="__xss(5)"></img>'],
  [6, 'entity-encoded handler', '<img src="x" onerror="&#95;&#95;xss&#40;6&#41;">'],
  [7, 'svg onload', '<svg onload=__xss(7)>'],
  [8, 'svg slash separator, unclosed', '<svg/onload=__xss(8)//'],
  [9, 'body onload', '<body onload=__xss(9)>'],
  [10, 'iframe javascript: src', '<iframe src="javascript:parent.__xss(10)"></iframe>'],
  [11, 'iframe srcdoc', '<iframe srcdoc="&lt;script&gt;parent.__xss(11)&lt;/script&gt;"></iframe>'],
  [12, 'details ontoggle', '<details open ontoggle=__xss(12)>'],
  [13, 'javascript: link', '<a href="javascript:__xss(13)">click</a>'],
  [14, 'mixed-case javascript: link', '<a href="JaVaScRiPt:__xss(14)">click</a>'],
  [15, 'entity-encoded javascript: link', '<a href="&#106;avascript:__xss(15)">click</a>'],
  [16, 'tab inside javascript:', '<a href="jav&#x09;ascript:__xss(16)">click</a>'],
  [17, 'leading control characters', '<a href=" &#14;  javascript:__xss(17)">click</a>'],
  [18, 'object data: HTML', '<object data="data:text/html,<script>parent.__xss(18)</script>"></object>'],
  [19, 'embed base64 data: HTML', `<embed src="data:text/html;base64,${base64('<script>parent.__xss(19)</script>')}">`],
  [20, 'double-quote breakout to script', '"><script>__xss(20)</script>'],
  [21, 'single-quote breakout to img', "'><img src=x onerror=__xss(21)>"],
  [22, 'double-quote attribute injection', '" autofocus onfocus="__xss(22)" x="'],
  [23, 'single-quote attribute injection', "' autofocus onfocus='__xss(23)' x='"],
  [24, '</textarea> breakout', '</textarea><script>__xss(24)</script>'],
  [25, '</title> breakout', '</title><script>__xss(25)</script>'],
  [26, '</style> breakout', '</style><img src=x onerror=__xss(26)>'],
  [27, 'CSS url(javascript:)', '<div style="background:url(javascript:__xss(27))">css</div>'],
  [28, 'CSS expression()', '<div style="width:expression(__xss(28))">css</div>'],
  [29, 'CSS @import javascript:', "<style>@import 'javascript:__xss(29)';</style>"],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is a template placeholder on purpose.
  [30, 'template literal', '${__xss(30)}'],
  [31, 'backtick breakout', '`;__xss(31);`'],
  [32, 'JSON string breakout', '"};__xss(32);//'],
  [33, '</script> breakout from JSON', '</script><script>__xss(33)</script>'],
  [34, 'template-engine expression', "{{constructor.constructor('__xss(34)')()}}"],
  [35, 'math namespace confusion', '<math><mtext><table><mglyph><style><img src=x onerror=__xss(35)>'],
  [36, 'svg style namespace confusion', '<svg><style><img src=x onerror=__xss(36)></style></svg>'],
  [37, 'math href', '<math href="javascript:__xss(37)">click</math>'],
  [38, 'svg xlink:href', '<svg><a xlink:href="javascript:__xss(38)"><text x="9" y="9">x</text></a></svg>'],
  [39, 'svg animate onbegin', '<svg><animate onbegin=__xss(39) attributeName=x dur=1s>'],
  [40, 'svg script', '<svg><script>__xss(40)</script></svg>'],
  [41, 'markdown javascript: link', '[x](javascript:__xss(41))'],
  [42, 'markdown upper-case link', '[x](JAVASCRIPT:__xss(42))'],
  [43, 'markdown javascript: image', '![x](javascript:__xss(43))'],
  [44, 'markdown data: link', `[x](data:text/html;base64,${base64('<script>parent.__xss(44)</script>')})`],
  [45, 'markdown autolink', '<javascript:__xss(45)>'],
  [46, 'bare javascript: URL', 'javascript:__xss(46)'],
  [47, 'bare data: HTML URL', 'data:text/html,<script>parent.__xss(47)</script>'],
  [48, 'input autofocus onfocus', '<input autofocus onfocus=__xss(48)>'],
  [49, 'select autofocus onfocus', '<select autofocus onfocus=__xss(49)></select>'],
  [50, 'video source onerror', '<video><source onerror="__xss(50)"></video>'],
  [51, 'audio onerror', '<audio src=x onerror=__xss(51)>'],
  [52, 'marquee onstart', '<marquee onstart=__xss(52)>x</marquee>'],
  [53, 'button formaction', '<form><button formaction="javascript:__xss(53)">x</button></form>'],
  [54, 'isindex onerror', '<isindex type=image src=1 onerror=__xss(54)>'],
  [55, 'meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:__xss(55)">'],
  [56, 'base href', '<base href="javascript:__xss(56)//">'],
  [57, 'link import', '<link rel=import href="data:text/html,<script>parent.__xss(57)</script>">'],
  [58, 'nested angle brackets', '<<SCRIPT>__xss(58);//<</SCRIPT>'],
  [59, 'split script tag', '<scr<script>ipt>__xss(59)</scr</script>ipt>'],
  [60, 'malformed img quotes', '<IMG """><SCRIPT>__xss(60)</SCRIPT>">'],
  [61, 'escaped eval', "<img src=x onerror=eval('\\x5f_xss(61)')>"],
  [62, 'svg set onbegin', '<svg><set onbegin=__xss(62) attributeName=x to=1>'],
  [63, 'noscript mutation', '<noscript><p title="</noscript><img src=x onerror=__xss(63)>">'],
  [64, 'custom tag onfocusin', '<xss id=x tabindex=1 autofocus onfocusin=__xss(64)></xss>'],
  [65, 'JSON unicode escapes', '\\u003cimg src=x onerror=__xss(65)\\u003e'],
  [66, 'URL-encoded script', '%3Cscript%3E__xss(66)%3C%2Fscript%3E'],
  [67, 'base64 data: link', `<a href="data:text/html;base64,${base64('<script>parent.__xss(67)</script>')}">x</a>`],
  [68, 'img javascript: src', '<img src="javascript:__xss(68)">'],
  [69, 'body background', '<body background="javascript:__xss(69)">'],
  [70, 'vbscript: link', '<a href="vbscript:__xss(70)">x</a>'],
];

export const XSS_PAYLOADS: readonly TXssPayload[] = ROWS.map(([id, style, text]) => ({ id, style, text }));

/**
 * One payload of each context a field's text can land in (element content, double- and single-quoted attributes,
 * title/textarea/style/script raw text, URLs, template syntax, foreign namespaces, markdown): for surfaces that cost a
 * page load or a typed query per payload, where the whole corpus goes through a cheaper surface of the same field.
 */
export const XSS_SAMPLE: readonly TXssPayload[] = [1, 4, 7, 12, 13, 20, 21, 22, 23, 24, 25, 30, 33, 34, 35, 41, 46, 64]
  .map((id) => XSS_PAYLOADS.find((payload) => payload.id === id))
  .filter((payload): payload is TXssPayload => payload !== undefined);

/** Payloads that fit a field of at most `max` characters. */
export const payloadsUpTo = (max: number) => XSS_PAYLOADS.filter((payload) => payload.text.length <= max);

/** The payloads joined into texts of at most `max` characters each (one per line), for fields that take many. */
export const payloadChunks = (max: number, payloads: readonly TXssPayload[] = XSS_PAYLOADS): string[] => {
  const chunks: string[] = [];
  let current = '';
  for (const { text } of payloads) {
    const next = current ? `${current}\n${text}` : text;
    if (next.length > max && current) {
      chunks.push(current);
      current = text;
    } else current = next;
  }
  if (current) chunks.push(current);
  return chunks;
};

/** URLs a URL field must refuse (only http(s) and mailto are links here). */
export const HOSTILE_URLS: readonly string[] = [
  'javascript:__xss(101)',
  'JaVaScRiPt:__xss(102)',
  ' \tjavascript:__xss(103)',
  'java\nscript:__xss(104)',
  'data:text/html,<script>parent.__xss(105)</script>',
  `data:text/html;base64,${base64('<script>parent.__xss(106)</script>')}`,
  'vbscript:__xss(107)',
  '&#106;avascript:__xss(108)',
  '//evil.example/x.js',
  'file:///etc/passwd',
];

type TNode = { type: string; attrs?: Record<string, unknown>; content?: TNode[]; text?: string; marks?: unknown[] };

const text = (value: string, marks?: unknown[]): TNode => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: TNode[]): TNode => ({ type: 'paragraph', content });

/**
 * Hostile TipTap JSON (rich text is stored as TipTap JSON): every payload as text, links with unsafe hrefs, images and
 * embeds pointing at script, unknown node and mark types, and attributes no node has. `imageSrc` is an image stored on
 * the server, so an image node that passes the allow-list sits beside the hostile ones.
 */
export const hostileRichText = (imageSrc: string): { type: 'doc'; content: TNode[] } => ({
  type: 'doc',
  content: [
    ...XSS_PAYLOADS.map((payload) => paragraph(text(payload.text))),
    paragraph(
      ...HOSTILE_URLS.map((href, index) => text(`unsafe link ${index}`, [{ type: 'link', attrs: { href } }])),
      text('link with handlers', [
        { type: 'link', attrs: { href: 'https://example.org/', onclick: '__xss(120)', target: '_self' } },
      ]),
      text('unknown mark', [{ type: 'script', attrs: { src: 'data:text/javascript,__xss(121)' } }]),
      text('styled mark', [{ type: 'textStyle', attrs: { style: 'background:url(javascript:__xss(122))' } }]),
    ),
    { type: 'image', attrs: { src: 'javascript:__xss(123)', alt: 'x' } },
    { type: 'image', attrs: { src: 'data:text/html,<script>parent.__xss(124)</script>', alt: 'x' } },
    { type: 'image', attrs: { src: 'x', onerror: '__xss(125)', alt: 'x' } },
    { type: 'image', attrs: { src: imageSrc, alt: '"><img src=x onerror=__xss(126)>', onerror: '__xss(127)' } },
    { type: 'image', attrs: { src: `${imageSrc}" onerror="__xss(128)`, alt: 'x' } },
    {
      type: 'embed',
      attrs: { src: 'javascript:parent.__xss(129)', url: 'javascript:__xss(129)', provider: 'youtube' },
    },
    {
      type: 'embed',
      attrs: { src: 'https://evil.example/embed', url: 'https://evil.example/watch', provider: 'youtube' },
    },
    { type: 'embed', attrs: { src: 'data:text/html,<script>parent.__xss(130)</script>', provider: 'vimeo' } },
    { type: 'iframe', attrs: { src: 'javascript:parent.__xss(131)', srcdoc: '<script>parent.__xss(132)</script>' } },
    { type: 'html', attrs: { html: '<img src=x onerror=__xss(133)>' } },
    { type: 'script', text: '__xss(134)', content: [text('__xss(134)')] },
    { type: 'heading', attrs: { level: '2 onmouseover=__xss(135)', id: '"><script>__xss(136)</script>' } },
    { type: 'orderedList', attrs: { start: '1" onclick="__xss(137)' }, content: [] },
    { type: 'codeBlock', attrs: { language: '"><img src=x onerror=__xss(138)>' }, content: [text('<b>code</b>')] },
    { type: 'paragraph', attrs: { style: 'x:expression(__xss(139))', onclick: '__xss(140)' }, content: [text('p')] },
    // The nodes and marks that teach (code blocks, callouts, tables, keys, captions, videos), each with hostile
    // attributes beside the ones it keeps.
    {
      type: 'codeBlock',
      attrs: {
        language: 'javascript" onmouseover="__xss(141)',
        filename: '"><svg onload=__xss(142)>',
        highlightLines: '1;__xss(143)',
        style: 'background:url(javascript:__xss(144))',
      },
      content: [text('<script>__xss(145)</script>', [{ type: 'link', attrs: { href: 'javascript:__xss(145)' } }])],
    },
    {
      type: 'callout',
      attrs: { kind: 'tip" onclick="__xss(146)', icon: 'javascript:__xss(147)' },
      content: [paragraph(text('callout'))],
    },
    {
      type: 'table',
      attrs: { style: 'x:expression(__xss(148))' },
      content: [
        {
          type: 'tableRow',
          attrs: { onclick: '__xss(149)' },
          content: [
            {
              type: 'tableHeader',
              attrs: { colspan: '2" onclick="__xss(150)', align: 'left;background:url(javascript:__xss(151))' },
              content: [paragraph(text('head'))],
            },
            { type: 'tableCell', attrs: { colwidth: ['__xss(152)'], rowspan: 2 }, content: [paragraph(text('cell'))] },
          ],
        },
      ],
    },
    paragraph(text('Ctrl', [{ type: 'kbd', attrs: { onclick: '__xss(153)' } }])),
    { type: 'image', attrs: { src: imageSrc, alt: 'captioned', caption: '<img src=x onerror=__xss(154)>' } },
    { type: 'video', attrs: { src: 'javascript:__xss(155)', title: 'x' } },
    { type: 'video', attrs: { src: `https://evil.example${imageSrc.replace('.png', '.mp4')}x`, title: 'x' } },
    {
      type: 'video',
      attrs: {
        src: imageSrc.replace('.png', '.mp4'),
        title: '"><img src=x onerror=__xss(156)>',
        poster: 'javascript:__xss(156)',
      },
    },
  ],
});

/** Every `__xss(n)` id the hostile TipTap JSON carries, beyond the payloads' own. */
export const HOSTILE_JSON_IDS = Array.from({ length: 56 }, (_, index) => 101 + index);

const SAFE_NODES = new Set([
  'doc',
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'blockquote',
  'codeBlock',
  'callout',
  'table',
  'tableRow',
  'tableHeader',
  'tableCell',
  'hardBreak',
  'horizontalRule',
  'text',
  'image',
  'video',
  'embed',
]);
const SAFE_MARKS = new Set(['bold', 'italic', 'underline', 'strike', 'code', 'kbd', 'link']);
/** The attributes each node keeps, and what a kept URL may be. */
const SAFE_ATTRS: Record<string, readonly string[]> = {
  heading: ['level'],
  orderedList: ['start'],
  image: ['src', 'alt', 'caption', 'width', 'height'],
  video: ['src', 'title'],
  codeBlock: ['language', 'filename', 'highlightLines'],
  callout: ['kind'],
  tableHeader: ['colspan', 'rowspan', 'align'],
  tableCell: ['colspan', 'rowspan', 'align'],
};
/** The values an attribute may hold where it is a choice or a pattern. */
const SAFE_VALUES: Record<string, RegExp> = {
  language: /^(?:csharp|hlsl|shaderlab|javascript|typescript|json|yaml|shell|plaintext)$/,
  highlightLines: /^\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*$/,
  kind: /^(?:note|tip|warning|important)$/,
  align: /^(?:left|center|right)$/,
};
const STORED_IMAGE = /^\/files\/[a-f0-9]{32}\.(?:png|jpg|webp|gif)$/;
const STORED_VIDEO = /^\/files\/[a-f0-9]{32}\.(?:mp4|webm|mov)$/;
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

/**
 * What of a stored rich-text document could still carry script: a node or mark outside the allow-list, an attribute
 * no node keeps, a link that is not http(s) or mailto, an image that is not stored here, a heading level or list start
 * that is not a number. Empty for a document the server neutralised. Embeds are left to rules/embeds.ts's own tests.
 */
export const richTextFindings = (node: unknown, path = 'doc'): string[] => {
  if (typeof node !== 'object' || node === null) return [`${path}: not a node`];
  const { type, attrs, content, marks } = node as TNode;
  const findings: string[] = [];
  if (!SAFE_NODES.has(type)) findings.push(`${path}: node ${type}`);
  if (attrs && type !== 'embed') {
    for (const key of Object.keys(attrs)) {
      if (!SAFE_ATTRS[type]?.includes(key)) findings.push(`${path}: ${type}.${key}`);
    }
    if (type === 'image' && !STORED_IMAGE.test(String(attrs.src))) findings.push(`${path}: image src ${attrs.src}`);
    if (type === 'video' && !STORED_VIDEO.test(String(attrs.src))) findings.push(`${path}: video src ${attrs.src}`);
    for (const [key, pattern] of Object.entries(SAFE_VALUES)) {
      if (key in attrs && !pattern.test(String(attrs[key]))) findings.push(`${path}: ${type}.${key} ${attrs[key]}`);
    }
    for (const key of ['level', 'start', 'width', 'height', 'colspan', 'rowspan']) {
      if (key in attrs && typeof attrs[key] !== 'number') findings.push(`${path}: ${type}.${key} ${attrs[key]}`);
    }
  }
  for (const mark of (marks ?? []) as { type: string; attrs?: Record<string, unknown> }[]) {
    if (!SAFE_MARKS.has(mark.type)) findings.push(`${path}: mark ${mark.type}`);
    for (const key of Object.keys(mark.attrs ?? {})) {
      if (mark.type !== 'link' || key !== 'href') findings.push(`${path}: mark ${mark.type}.${key}`);
    }
    if (mark.type === 'link' && !SAFE_HREF.test(String(mark.attrs?.href))) {
      findings.push(`${path}: link ${mark.attrs?.href}`);
    }
  }
  (content ?? []).forEach((child, index) => {
    findings.push(...richTextFindings(child, `${path}.${index}`));
  });
  return findings;
};

/** The text of every text node of a document, in order. */
export const richTextTexts = (node: unknown): string[] => {
  const { type, text: value, content } = node as TNode;
  if (type === 'text') return [value ?? ''];
  return (content ?? []).flatMap(richTextTexts);
};
