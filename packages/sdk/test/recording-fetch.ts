/**
 * A `fetch` for tests: records every call the SDK makes and lets a script answer or sabotage a
 * call (by 0-based index) — a dropped connection, a 429, a 503 — while the rest go over the real
 * network to the real server.
 */

/** One call the SDK made. */
export interface FetchCall {
  method: string;
  url: string;
  idempotencyKey: string | null;
}

/** Decides call number `call`: `forward()` sends it to the real server. */
export type FetchScript = (call: number, forward: () => Promise<Response>) => Promise<Response>;

/** A recording fetch; without a script every call is forwarded. */
export function recordingFetch(script: FetchScript = (_call, forward) => forward()) {
  const calls: FetchCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls.push({
      method: init?.method ?? 'GET',
      url: String(input),
      idempotencyKey: new Headers(init?.headers).get('idempotency-key'),
    });
    return script(calls.length - 1, () => globalThis.fetch(input, init));
  };
  return { fetch, calls };
}

/** A JSON answer in the API's error shape, with extra `headers`. */
export function errorAnswer(status: number, code: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: { code, message: `scripted ${code}` } }, { status, headers });
}
