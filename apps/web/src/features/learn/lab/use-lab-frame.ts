import { type TLabFromFrame, type TLabToFrame, ZLabFromFrame } from '@questline/domain/lab/protocol';
import { useCallback, useEffect, useRef } from 'react';

/**
 * The page's side of the lab frame's messages (domain lab/protocol.ts): it reads only messages whose source is the
 * frame's window and that parse as the frame's; anything else is ignored. It posts with targetOrigin '*', the only one
 * that reaches a frame sandboxed without allow-same-origin (its origin is opaque); what it posts is the lab's public
 * code and the learner's own.
 */
export const useLabFrame = (onMessage: (message: TLabFromFrame) => void) => {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const frame = frameRef.current?.contentWindow;
      if (!frame || event.source !== frame) return;
      const parsed = ZLabFromFrame.safeParse(event.data);
      if (parsed.success) handler.current(parsed.data);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  const post = useCallback((message: TLabToFrame) => frameRef.current?.contentWindow?.postMessage(message, '*'), []);
  return { frameRef, post };
};
