import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg91FlowBody, Msg91Sender } from '@/lib/sms/msg91';
import { startMsg91StandIn } from '../support/msg91-stand-in';

// The MSG91 sender against a local stand-in of its Send SMS (Flow) API: what it sends, and the
// error it throws for each way MSG91 can fail, never naming the code or the key.

const AUTH_KEY = '416091TestKey0123456789ab';
const TEMPLATE_ID = '65e06f45d6fc05278c7d47e2';
const signInCode = (phone: string, code = '123456') => ({
  phone,
  code,
  text: `Your WellFit code is ${code}. It expires in 5 minutes.`,
});

/** The message of what `promise` rejects with. */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected it to fail');
}

describe('the request body', () => {
  it('names the template and gives the number with 91 and the code in the OTP variable', () => {
    expect(msg91FlowBody(TEMPLATE_ID, '+919812345678', '042917')).toEqual({
      template_id: TEMPLATE_ID,
      short_url: '0',
      recipients: [{ mobiles: '919812345678', OTP: '042917' }],
    });
  });

  it.each(['919812345678', '+9198123456789', '+14155550123', '+91 98123 45678'])(
    'refuses %s, which is not +91 and 10 digits',
    (phone) => {
      expect(() => msg91FlowBody(TEMPLATE_ID, phone, '042917')).toThrow(/\+91 and 10 digits/);
    },
  );
});

describe('Msg91Sender', () => {
  let api: Awaited<ReturnType<typeof startMsg91StandIn>>;
  const sender = (config: Partial<ConstructorParameters<typeof Msg91Sender>[0]> = {}) =>
    new Msg91Sender({ authKey: AUTH_KEY, templateId: TEMPLATE_ID, baseUrl: api.url, ...config });
  beforeAll(async () => {
    api = await startMsg91StandIn({ authKey: AUTH_KEY, templateIds: [TEMPLATE_ID] });
  });
  afterAll(() => api.close());

  it('posts the JSON body with the authkey header, and resolves when MSG91 takes it', async () => {
    const before = api.received.length;
    await expect(sender().send(signInCode('+919812345678', '042917'))).resolves.toBeUndefined();
    expect(api.received.slice(before)).toEqual([
      {
        authkey: AUTH_KEY,
        contentType: 'application/json',
        body: { template_id: TEMPLATE_ID, short_url: '0', recipients: [{ mobiles: '919812345678', OTP: '042917' }] },
      },
    ]);
    expect(sender().name).toBe('msg91');
  });

  it('keeps a path in MSG91_API_URL (a proxy in front of MSG91)', async () => {
    // The stand-in answers /api/v5/flow alone: a path before it is not MSG91's.
    const said = await failure(sender({ baseUrl: `${api.url}/proxy/` }).send(signInCode('+919812345601')));
    expect(said).toBe('MSG91 refused the sign-in code (HTTP 404: 404 Not Found)');
    await expect(sender({ baseUrl: `${api.url}/` }).send(signInCode('+919812345602'))).resolves.toBeUndefined();
  });

  it('throws what MSG91 said for a wrong key, without the key or the code', async () => {
    const wrongKey = '416091WrongKey9876543210zz';
    const said = await failure(sender({ authKey: wrongKey }).send(signInCode('+919812345603', '555123')));
    expect(said).toBe('MSG91 refused the sign-in code (HTTP 401: 401 AuthenticationFailure)');
    expect(said).not.toContain(wrongKey);
    expect(said).not.toContain('555123');
  });

  it('throws for an error MSG91 answers with HTTP 200 (a template it does not know)', async () => {
    const said = await failure(sender({ templateId: '65e06f45d6fc05278c7d0000' }).send(signInCode('+919812345604')));
    expect(said).toBe('MSG91 refused the sign-in code (HTTP 200: 400 Invalid template id)');
  });

  it('gives up after its deadline, saying MSG91 did not answer', async () => {
    api.slow.add('919812345605');
    api.slowMs = 2000;
    const started = performance.now();
    const said = await failure(sender({ timeoutMs: 200 }).send(signInCode('+919812345605')));
    expect(said).toBe('MSG91 did not answer within 200 ms');
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('says MSG91 could not be reached when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const said = await failure(sender({ baseUrl: `http://127.0.0.1:${port}` }).send(signInCode('+919812345606')));
    expect(said).toBe('MSG91 could not be reached');
  });

  it('scrubs the code and the key from whatever MSG91 echoes, and survives an answer that is not JSON', async () => {
    const replies: [number, string][] = [
      [400, JSON.stringify({ type: 'error', code: '400', message: `OTP 777888 refused for key ${AUTH_KEY}` })],
      [502, '<html>Bad gateway</html>'],
      [200, 'null'],
    ];
    const echo = createServer((_, response) => {
      const [status, body] = replies.shift()!;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(body);
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
    try {
      const send = () => sender({ baseUrl }).send(signInCode('+919812345607', '777888'));
      expect(await failure(send())).toBe('MSG91 refused the sign-in code (HTTP 400: 400 OTP … refused for key …)');
      expect(await failure(send())).toBe('MSG91 refused the sign-in code (HTTP 502)');
      expect(await failure(send())).toBe('MSG91 refused the sign-in code (HTTP 200)');
    } finally {
      await new Promise<void>((resolve) => echo.close(() => resolve()));
    }
  });
});
