import { commentSegments } from '@questline/domain/rules/comments';

/** The pieces of a comment, each with where it starts in the text (a key that never changes for one text). */
const piecesOf = (content: string) => {
  let offset = 0;
  return commentSegments(content).map((segment) => {
    const start = offset;
    offset += segment.text.length;
    return { ...segment, start };
  });
};

/**
 * A comment's plain text with its http(s) URLs as links (§1: rendered safely). The text is only ever React text
 * nodes: markup in it shows as written, and links open in a new tab without the page's opener or referrer.
 */
export const CommentText = ({ content }: { content: string }) => (
  <p className="whitespace-pre-wrap break-words text-sm text-slate-800">
    {piecesOf(content).map((piece) =>
      'href' in piece ? (
        <a
          key={piece.start}
          href={piece.href}
          target="_blank"
          rel="noopener noreferrer nofollow ugc"
          className="text-brand-700 underline"
        >
          {piece.text}
        </a>
      ) : (
        <span key={piece.start}>{piece.text}</span>
      ),
    )}
  </p>
);
