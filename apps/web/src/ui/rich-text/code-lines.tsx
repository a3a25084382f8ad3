/** A line of code as tokens: text with highlight.js's classes. */
export type TCodeLine = { text: string; className?: string }[];

/** Lines of code, one block each so highlighted lines can be marked; an empty line keeps its height. */
export const CodeLines = ({ lines, highlighted }: { lines: TCodeLine[]; highlighted: ReadonlySet<number> }) => (
  <>
    {lines.map((tokens, index) => (
      <span
        // Lines have no identity beyond their place in the block, which only changes with the whole block.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        key={index}
        data-highlighted={highlighted.has(index + 1) || undefined}
        className="block min-h-6 px-4 data-[highlighted]:border-s-4 data-[highlighted]:border-amber-300 data-[highlighted]:bg-white/10 data-[highlighted]:ps-3"
      >
        {tokens.map((token, tokenIndex) =>
          token.className ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: tokens of one line, in order
            <span key={tokenIndex} className={token.className}>
              {token.text}
            </span>
          ) : (
            token.text
          ),
        )}
      </span>
    ))}
  </>
);
