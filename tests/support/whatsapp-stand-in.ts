import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for WhatsApp's Cloud API (graph.facebook.com): POST /<version>/<phone number
// id>/messages with a bearer token, answered as the API answers, its errors included.

export interface WhatsAppReceived {
  version: string;
  phoneNumberId: string;
  body: Record<string, unknown>;
}

const graphError = (code: number, message: string) => ({
  error: { message, type: 'OAuthException', code, fbtrace_id: randomUUID() },
});

export async function startWhatsAppStandIn({ token, phoneNumberId }: { token: string; phoneNumberId: string }) {
  const received: WhatsAppReceived[] = [];
  /** Numbers that have no WhatsApp account. */
  const notOnWhatsApp = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const route = /^\/(v\d+\.\d+)\/(\d+)\/messages$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !route) return answer(404, graphError(100, 'Unknown path'));
      if (request.headers.authorization !== `Bearer ${token}`) {
        return answer(401, graphError(190, 'Invalid OAuth access token'));
      }
      if (route[2] !== phoneNumberId) return answer(400, graphError(100, 'Unknown phone number id'));
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      received.push({ version: route[1]!, phoneNumberId: route[2]!, body });
      const to = String(body.to);
      if (notOnWhatsApp.has(to)) return answer(400, graphError(131026, 'Message undeliverable'));
      answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: `wamid.${randomUUID()}` }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    notOnWhatsApp,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
