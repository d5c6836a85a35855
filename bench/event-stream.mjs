// A Server-Sent Events client for the benches and the load test (Node fetch, no EventSource):
// one connection to the support chat's stream, each message timed as its bytes are read.
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One EventSource-like connection: parses the stream and records when each message arrived
 * (the time its bytes were read). `drained` settles once the backlog is in.
 */
export function openStream(browser, chatId, { after, onMessage }) {
  const controller = new AbortController();
  const stream = { arrivals: [], lastId: after, status: 0, error: null, closed: false, retryAt: 0 };
  const query = new URLSearchParams({ chat: chatId });
  if (after) query.set('after', after);
  stream.ready = (async () => {
    const response = await browser.fetch(`/api/support/stream?${query}`, {
      headers: { accept: 'text/event-stream' },
      signal: controller.signal,
    });
    stream.status = response.status;
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new Error(`stream: ${response.status}`);
    }
    return response.body.getReader();
  })();
  stream.done = stream.ready
    .then(async (reader) => {
      const decoder = new TextDecoder();
      let buffer = '';
      let event = { type: '', data: [], id: undefined };
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const now = performance.now();
        buffer += decoder.decode(value, { stream: true });
        const lines = buffer.split(/\r\n|\r|\n/);
        buffer = lines.pop();
        for (const line of lines) {
          if (line === '') {
            if (event.type === 'message' || (event.type === '' && event.data.length)) {
              const data = JSON.parse(event.data.join('\n'));
              if (event.id) stream.lastId = event.id;
              stream.arrivals.push({ at: now, id: event.id, data });
              onMessage?.(data, now);
            }
            event = { type: '', data: [], id: undefined };
            continue;
          }
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event.type = value;
          else if (field === 'data') event.data.push(value);
          else if (field === 'id') event.id = value;
          else if (field === 'retry') stream.retryAt ||= now;
        }
      }
    })
    .catch((error) => {
      if (!controller.signal.aborted) stream.error = error;
    })
    .finally(() => {
      stream.closed = true;
    });
  stream.close = async () => {
    controller.abort();
    await stream.done;
  };
  return stream;
}

/** Waits until the stream has answered and its backlog (up to `untilId`, or a quiet spell) is in. */
export async function drained(stream, { untilId, quietMs = 300, timeoutMs = 10_000 }) {
  const deadline = performance.now() + timeoutMs;
  await Promise.race([stream.ready, sleep(timeoutMs).then(() => Promise.reject(new Error('stream did not answer')))]);
  let seen = -1;
  let quietSince = performance.now();
  while (performance.now() < deadline) {
    if (stream.error || stream.closed) throw stream.error ?? new Error('stream closed');
    if (stream.retryAt && (untilId ? stream.lastId === untilId : performance.now() - quietSince >= quietMs)) return;
    if (stream.arrivals.length !== seen) {
      seen = stream.arrivals.length;
      quietSince = performance.now();
    }
    await sleep(20);
  }
  throw new Error('stream backlog did not drain');
}
