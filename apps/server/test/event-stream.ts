import http from 'node:http';

/** One server-sent event as a browser's EventSource would see it. */
export type TServerEvent = { event: string; id?: string; data: string };

export type TEventStreamReader = {
  status: number;
  headers: Headers;
  /** The next event, or null when none comes within `timeoutMs` (or the stream ended). */
  next: (timeoutMs?: number) => Promise<TServerEvent | null>;
  /** Comments (`: …` lines) seen so far: the heartbeats. */
  comments: () => string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
};

/** Parses one block of an event stream (the lines before a blank line); null for a block without data. */
const parseBlock = (block: string, comments: string[]): TServerEvent | null => {
  const event: TServerEvent = { event: 'message', data: '' };
  let hasData = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) comments.push(line.slice(1).trim());
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'event') event.event = value;
    if (field === 'id') event.id = value;
    if (field === 'data') {
      event.data = hasData ? `${event.data}\n${value}` : value;
      hasData = true;
    }
  }
  return hasData ? event : null;
};

/**
 * Opens `url` as an event stream over real HTTP (app.inject waits for an answer's end, which a stream never reaches)
 * and reads its events one at a time. A connection of its own, not fetch's pool: closing it leaves no idle spare
 * connection behind for a closing server to wait on.
 */
export const openEventStream = async (
  url: string,
  headers: Record<string, string> = {},
): Promise<TEventStreamReader> => {
  const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream', ...headers } });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  const events: TServerEvent[] = [];
  const comments: string[] = [];
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  let done = false;
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const event = parseBlock(buffer.slice(0, end), comments);
      if (event) events.push(event);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
    wake();
  });
  const ended = new Promise<void>((resolve) => {
    const finish = () => {
      done = true;
      wake();
      resolve();
    };
    response.once('end', finish);
    response.once('close', finish);
    request.once('error', finish);
  });
  const next = async (timeoutMs = 2000) => {
    const deadline = Date.now() + timeoutMs;
    while (events.length === 0 && !done && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return events.shift() ?? null;
  };
  const headerList = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headerList.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return {
    status: response.statusCode ?? 0,
    headers: headerList,
    next,
    comments: () => [...comments],
    ended,
    close: () => request.destroy(),
  };
};
