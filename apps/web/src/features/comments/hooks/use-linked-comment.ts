import { useEffect, useRef } from 'react';

/**
 * A direct link's comment (§2.2 messageId, §2.9 "jumps to it after loading"): once its element is on the page, it is
 * scrolled into view and focused, once per link.
 */
export const useScrollToLinkedComment = (messageId: string | undefined, loaded: boolean) => {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!messageId || !loaded || done.current === messageId) return;
    const element = document.getElementById(`comment-${messageId}`);
    if (!element) return;
    done.current = messageId;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [messageId, loaded]);
};
