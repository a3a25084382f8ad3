import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

export type TXhrAnswer = { status: number; headers?: Record<string, string>; body?: unknown };
export type TSentXhr = { method: string; url: string; headers: Record<string, string>; body: unknown };

/**
 * An XMLHttpRequest double (tests only) standing in for the server: records each request (method, url, headers,
 * body), reports upload progress, then answers what the test says (a string body as it is, anything else as JSON).
 * Code under test (tus-js-client, the form upload helper) is real.
 */
export const stubXhr = () => {
  const sent: TSentXhr[] = [];
  const pending: FakeXhr[] = [];
  class FakeXhr extends EventTarget {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: ((error: unknown) => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private request: TSentXhr = { method: '', url: '', headers: {}, body: null };
    private responseHeaders: Record<string, string> = {};
    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: null };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    getResponseHeader(name: string) {
      return this.responseHeaders[name.toLowerCase()] ?? null;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      pending.push(this);
    }
    progress(loaded: number, total: number) {
      this.upload.onprogress?.(
        Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }) as never,
      );
    }
    answer({ status, headers = {}, body }: TXhrAnswer) {
      this.status = status;
      this.responseHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
      this.responseText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
      this.onload?.();
    }
    fail() {
      this.onerror?.(new Event('error'));
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  /** The next request sent, once the code under test has sent it (it may load and work asynchronously). */
  const next = async () => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    return pending.shift() as FakeXhr;
  };
  return { sent, next };
};
