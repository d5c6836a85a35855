import type { SignInCode, SmsSender } from './sender';

/**
 * Sign-in codes through MSG91, an Indian SMS gateway that sends DLT-registered templates.
 *
 * The API is MSG91's "Send SMS" (Flow) API, `POST /api/v5/flow` with the `authkey` header and a
 * JSON body naming the MSG91 template (`template_id`, which MSG91 maps to the DLT-approved
 * template and sender ID) and, per recipient, the number with its country code and the
 * template's variables: https://docs.msg91.com/sms/send-sms (formerly
 * https://control.msg91.com/apidoc/textsms/send-sms-flow.php). It answers
 * `{"type": "success", "message": "<request id>"}`, or `{"type": "error", "message": "…"}`, often
 * with a `code` (`{"code": "401", "message": "AuthenticationFailure", "type": "error"}` for a
 * wrong key). Only an HTTP 2xx whose type is "success" counts as sent.
 *
 * Not MSG91's SendOTP API (`/api/v5/otp`): that one keeps a code of its own at MSG91, with its
 * own expiry, resends and verify calls, and takes the code in the query string. The app already
 * makes, keeps (as an HMAC), expires and checks every code (lib/auth/embedded/otp.ts) and limits
 * the sends; it needs MSG91 only to deliver the words of the registered template, with the code
 * in its `##OTP##` variable.
 */

/** The template's variable that takes the code: written `##OTP##` in the MSG91 template. */
export const MSG91_CODE_VARIABLE = 'OTP';
/** How long the customer waits for MSG91 before the form says the code could not be sent. */
export const MSG91_TIMEOUT_MS = 5000;

export interface Msg91Config {
  authKey: string;
  /** MSG91's id of the template (not the DLT template id, which MSG91 holds with it). */
  templateId: string;
  /** MSG91's origin; tests point it at a local stand-in. */
  baseUrl: string;
  timeoutMs?: number;
}

/** The JSON body of one code's request. */
export function msg91FlowBody(templateId: string, phone: string, code: string) {
  if (!/^\+91\d{10}$/.test(phone)) throw new Error('MSG91: a sign-in code goes to +91 and 10 digits');
  return {
    template_id: templateId,
    // The code is the whole message: no link for MSG91 to shorten.
    short_url: '0',
    recipients: [{ mobiles: phone.slice(1), [MSG91_CODE_VARIABLE]: code }],
  };
}

interface Msg91Answer {
  type?: unknown;
  message?: unknown;
  code?: unknown;
}

export class Msg91Sender implements SmsSender {
  readonly name = 'msg91';

  constructor(private readonly config: Msg91Config) {}

  /** Resolves once MSG91 took the message; otherwise throws an Error that names neither the code nor the key. */
  async send({ phone, code }: SignInCode): Promise<void> {
    const { authKey, templateId, baseUrl, timeoutMs = MSG91_TIMEOUT_MS } = this.config;
    // Whatever MSG91 says goes to the server log: never with the code or the key in it.
    const scrub = (text: string) => text.replaceAll(code, '…').replaceAll(authKey, '…').slice(0, 200);
    const body = JSON.stringify(msg91FlowBody(templateId, phone, code));
    // One deadline for the whole exchange, the answer's body included.
    const deadline = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl.replace(/\/+$/, '')}/api/v5/flow`, {
        method: 'POST',
        headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' },
        body,
        signal: deadline,
        // The key goes to MSG91 alone, never to wherever a redirect points.
        redirect: 'error',
      });
      text = await response.text();
    } catch (error) {
      const timedOut = deadline.aborted;
      throw new Error(timedOut ? `MSG91 did not answer within ${timeoutMs} ms` : 'MSG91 could not be reached', {
        cause: timedOut ? undefined : error,
      });
    }
    let answer: Msg91Answer = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') answer = parsed as Msg91Answer;
    } catch {
      // Not JSON (a proxy's error page): the status says enough.
    }
    if (response.ok && answer.type === 'success') return;
    const said = [answer.code, answer.message].filter((part) => typeof part === 'string' || typeof part === 'number').join(' ');
    throw new Error(`MSG91 refused the sign-in code (HTTP ${response.status}${said ? `: ${scrub(said)}` : ''})`);
  }
}
