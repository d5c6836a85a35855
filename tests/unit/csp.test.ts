import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, isHttpsRequest, pagePolicy } from '@/lib/security/content-security-policy';

const scriptSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('script-src '));

describe('contentSecurityPolicy', () => {
  it.each([
    [{ nonce: 'abc' }, false, "script-src 'self' 'nonce-abc' 'strict-dynamic'"],
    [{ nonce: 'abc' }, true, "script-src 'self' 'nonce-abc' 'strict-dynamic' 'unsafe-eval'"],
    [{ hashes: ['sha256-x', 'sha256-y'] }, false, "script-src 'self' 'sha256-x' 'sha256-y'"],
  ])('scripts %j (next dev: %s): %s', (scripts, dev, expected) => {
    expect(scriptSrc(contentSecurityPolicy(scripts, { https: false, dev }))).toBe(expected);
  });

  it('locks down everything else, and upgrades requests only over https', () => {
    const policy = contentSecurityPolicy({ nonce: 'n' }, { https: false, dev: false });
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "connect-src 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ nonce: 'n' }, { https: true, dev: false })).toMatch(/; upgrade-insecure-requests$/);
    expect(policy).not.toContain('frame-src');
  });

  it("lets a page's third party in (Razorpay Checkout on /payment): its script, frame and endpoints, nothing else", () => {
    const thirdParty = {
      scripts: ['https://checkout.razorpay.com'],
      frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
      connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    };
    const policy = contentSecurityPolicy({ nonce: 'n' }, { https: true, thirdParty });
    expect(scriptSrc(policy)).toBe("script-src 'self' 'nonce-n' 'strict-dynamic' https://checkout.razorpay.com");
    expect(policy).toContain("frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com");
    expect(policy).toContain("connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com");
    for (const directive of [
      "default-src 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "img-src 'self' data: blob:",
    ]) {
      expect(policy).toContain(directive);
    }
  });
});

describe('inlineScriptHashes', () => {
  const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

  it('hashes the exact text of each inline script once, and skips scripts with a src', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script>self.__next_f=self.__next_f||[]</script>',
      '<script>self.__next_f.push([1,"a\\n"])</script>',
      '<script>self.__next_f=self.__next_f||[]</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f=self.__next_f||[]'),
      sha('self.__next_f.push([1,"a\\n"])'),
      sha('{"@type":"Organization"}'),
    ]);
  });
});

describe('pagePolicy', () => {
  const prerendered = new Map([['/', ['sha256-landing']]]);

  it('gives a prerendered page its hashes and nothing for Next to read', () => {
    expect(pagePolicy('/', prerendered, { https: false })).toEqual({
      policy: expect.stringContaining("script-src 'self' 'sha256-landing';"),
      nonced: false,
    });
  });

  it('gives every rendered response a new nonce, in the policy Next reads', () => {
    const first = pagePolicy('/auth', prerendered, { https: false });
    const second = pagePolicy('/auth', prerendered, { https: false });
    expect(first.nonced).toBe(true);
    expect(first.policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic';/);
    expect(second.policy).not.toBe(first.policy);
  });
});

describe('isHttpsRequest', () => {
  it.each([
    ['https', true],
    ['https, http', true],
    ['HTTPS', true],
    ['http', false],
    [null, false],
    [undefined, false],
  ])('X-Forwarded-Proto %s: %s', (proto, expected) => {
    expect(isHttpsRequest(proto)).toBe(expected);
  });
});
