import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, Agent, type RequestOptions } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { connect, checkServerIdentity, type PeerCertificate } from 'node:tls';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

// A local stand-in for a browser's push service (RFC 8030), over TLS with a test certificate
// (push-stand-in/, for 127.0.0.1, valid until 2126). Each subscription is a browser's: its own
// P-256 key pair and auth secret, so the stand-in decrypts what it receives as the browser would,
// and checks the sender's VAPID signature. Its endpoints are Google's (the app sends to push
// services only); the stand-in's `agent` takes every connection to it instead.

const certificate = readFileSync(path.join(__dirname, 'push-stand-in/cert.pem'));
const key = readFileSync(path.join(__dirname, 'push-stand-in/key.pem'));

export interface PushReceived {
  endpoint: string;
  /** The decrypted payload, parsed. */
  payload: { title: string; body: string; url: string; tag: string };
  ttl: string | undefined;
  topic: string | undefined;
  /** The VAPID token's claims, after its signature checked out against the key in the header. */
  vapid: { aud: string; sub: string; publicKey: string };
  /** When it arrived (Date.now()). */
  at: number;
}

/** The push service the stand-in's subscriptions name: its origin is the VAPID token's audience. */
const PUSH_ORIGIN = 'https://fcm.googleapis.com';
const PUSH_PATH = '/fcm/send/';

interface Browser {
  keys: ECDH;
  auth: Buffer;
  /** The status to answer instead of taking the message (404, 410: the subscription is gone). */
  refuseWith?: number;
  /** Takes the message and never answers; or answers 201 and then its body a byte at a time, never ending. */
  stall?: 'hang' | 'drip';
}

/**
 * Sends to any host through the stand-in at 127.0.0.1:`port`, trusting its certificate: the
 * push service's name is checked against the certificate's (127.0.0.1), not the URL's.
 */
class StandInAgent extends Agent {
  constructor(private readonly port: number) {
    super({ ca: certificate });
  }

  override createConnection(options: RequestOptions) {
    return connect({
      ...(options as object),
      host: '127.0.0.1',
      port: this.port,
      servername: undefined,
      ca: certificate,
      checkServerIdentity: (_host: string, cert: PeerCertificate) => checkServerIdentity('127.0.0.1', cert),
    });
  }
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

/** The key in `vapid t=…, k=…` as a JWK, to check the token with. */
function jwkOf(rawPublicKey: string) {
  const point = Buffer.from(rawPublicKey, 'base64url');
  return { kty: 'EC', crv: 'P-256', x: base64url(point.subarray(1, 33)), y: base64url(point.subarray(33, 65)) };
}

async function checkVapid(header: string | undefined): Promise<PushReceived['vapid']> {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match) throw new Error(`No VAPID authorization: ${header}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const { payload } = await jwtVerify(token, await importJWK(jwkOf(publicKey), 'ES256'));
  return { aud: String(payload.aud), sub: String(payload.sub), publicKey };
}

export async function startPushService() {
  const browsers = new Map<string, Browser>();
  const received: PushReceived[] = [];
  const errors: unknown[] = [];
  const server = createServer({ cert: certificate, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const id = request.url?.replace(PUSH_PATH, '') ?? '';
      const browser = browsers.get(id);
      if (!browser) return response.writeHead(404).end();
      if (browser.refuseWith) return response.writeHead(browser.refuseWith).end();
      if (browser.stall === 'hang') return;
      if (browser.stall === 'drip') {
        response.writeHead(201, { 'content-type': 'text/plain' });
        const drip = setInterval(() => response.write('.'), 50);
        response.on('close', () => clearInterval(drip));
        return;
      }
      const at = Date.now();
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('Not aes128gcm');
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.keys,
          authSecret: browser.auth,
        });
        received.push({
          endpoint: `${PUSH_ORIGIN}${PUSH_PATH}${id}`,
          payload: JSON.parse(plain.toString('utf8')),
          ttl: request.headers.ttl as string | undefined,
          topic: request.headers.topic as string | undefined,
          vapid: await checkVapid(request.headers.authorization),
          at,
        });
        response.writeHead(201).end();
      } catch (error) {
        errors.push(error);
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    received,
    /** Decryption or signature failures: a test expects none. */
    errors,
    /** What sends here goes through: every host's connection comes to the stand-in. */
    agent: new StandInAgent(port),
    /** A new browser's subscription, as PushManager.subscribe() gives it. */
    subscribe({ stall }: Pick<Browser, 'stall'> = {}) {
      const id = randomUUID();
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { keys, auth, stall });
      return {
        endpoint: `${PUSH_ORIGIN}${PUSH_PATH}${id}`,
        p256dh: base64url(keys.getPublicKey()),
        auth: base64url(auth),
        id,
      };
    },
    /** The subscription is gone from the push service: it answers `status` from now on. */
    unsubscribe(id: string, status = 410) {
      browsers.get(id)!.refuseWith = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A stalled exchange the sender gave up on must not hold the stand-in open.
        server.closeAllConnections();
      }),
  };
}
