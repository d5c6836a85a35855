import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for MSG91's Send SMS (Flow) API: POST /api/v5/flow with the `authkey` header
// and a JSON body naming the template and the recipients, answered as MSG91 answers: a request
// id on success, `{"type": "error", …}` otherwise. A number in `slow` is answered only after
// `slowMs`, for the sender's deadline.

export interface Msg91Received {
  authkey: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

const error = (code: string, message: string) => ({ type: 'error', message, code });

export async function startMsg91StandIn({ authKey, templateIds }: { authKey: string; templateIds: string[] }) {
  const received: Msg91Received[] = [];
  /** Numbers (91 and 10 digits) whose answer comes late. */
  const slow = new Set<string>();
  const standIn = { slowMs: 2000 };
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        if (!response.destroyed) response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/api/v5/flow') return answer(404, error('404', 'Not Found'));
      const authkey = request.headers.authkey as string | undefined;
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return answer(400, error('400', 'Invalid JSON'));
      }
      received.push({ authkey, contentType: request.headers['content-type'], body });
      if (authkey !== authKey) return answer(401, error('401', 'AuthenticationFailure'));
      // MSG91 answers a template it does not know with HTTP 200 and an error.
      if (!templateIds.includes(String(body.template_id))) return answer(200, error('400', 'Invalid template id'));
      const recipients = Array.isArray(body.recipients) ? (body.recipients as Record<string, unknown>[]) : [];
      if (!recipients.length || recipients.some((r) => !/^91\d{10}$/.test(String(r.mobiles)))) {
        return answer(400, error('400', 'Mobile number is invalid'));
      }
      const success = { type: 'success', message: randomBytes(12).toString('hex') };
      if (!recipients.some((r) => slow.has(String(r.mobiles)))) return answer(200, success);
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer(200, success);
      }, standIn.slowMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    received,
    slow,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
