import { describe, expect, it } from 'vitest';
import { mobileNumberProblem, PHONE_MESSAGES, phoneDigits, signedInAs, telHref } from '@/lib/domain/phone';
import { otpSchema, phoneSchema, sendOtpSchema } from '@/lib/domain/sign-in-schema';
import { staffLabel } from '@/lib/domain/staff';
import { addCoachSchema, staffProfileSchema } from '@/lib/domain/staff-schema';

describe('phoneDigits: what the mobile field keeps', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['abc98x76', '9876'],
    ['phone: 987', '987'],
    ['987654321', '987654321'],
    ['98765432101', '9876543210'],
    ['', ''],
  ])('%j keeps %j', (input, expected) => {
    expect(phoneDigits(input)).toBe(expected);
  });
});

describe('phoneSchema', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['6000000000', '+916000000000'],
    ['98765 43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
  ])('accepts %j as %j', (input, stored) => {
    expect(phoneSchema.parse(input)).toBe(stored);
  });

  it.each(['987654321', '98765432101', '+91 98765 4321', 'abcdefghij', ''])('rejects %j', (input) => {
    expect(phoneSchema.safeParse(input).error?.issues[0]?.message).toBe(PHONE_MESSAGES.length);
  });

  it.each(['1234567890', '0987654321 ', '5999999999', '+91 50000 00000'])('rejects %j: no Indian mobile starts so', (input) => {
    expect(phoneSchema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([PHONE_MESSAGES.notMobile]);
  });
});

describe('mobileNumberProblem', () => {
  it.each([
    ['9876543210', null],
    ['6000000000', null],
    ['5876543210', PHONE_MESSAGES.notMobile],
    ['1234567890', PHONE_MESSAGES.notMobile],
    ['12345', null],
  ])('%j: %j', (digits, problem) => {
    expect(mobileNumberProblem(digits)).toBe(problem);
  });
});

describe('otpSchema', () => {
  it.each(['123456', '1', ' 123456 '])('accepts %j', (input) => {
    expect(otpSchema.safeParse(input).success).toBe(true);
  });

  it.each(['', '   ', '1234567'])('rejects %j', (input) => {
    expect(otpSchema.safeParse(input).success).toBe(false);
  });
});

describe('sendOtpSchema', () => {
  it('defaults the intent to login and stores +91 with the number', () => {
    expect(sendOtpSchema.parse({ phone: '9876543210' })).toEqual({ phone: '+919876543210', intent: 'login' });
  });

  it('rejects an unknown intent', () => {
    expect(sendOtpSchema.safeParse({ phone: '9876543210', intent: 'admin' }).success).toBe(false);
  });
});

describe('telHref', () => {
  it.each([
    ['+91 98765 43210', 'tel:+919876543210'],
    ['+91-98765-43210', 'tel:+919876543210'],
    ['9876543210', 'tel:9876543210'],
  ])('%s links to %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});

describe('signedInAs: whose account the customer is in', () => {
  it.each([
    [{ isAnonymous: false, phone: '+919876543210' }, 'Signed in as +91 98765 43210'],
    [{ isAnonymous: true, phone: null }, 'Demo account'],
    // A demo account that added its phone is still anonymous until the code is entered.
    [{ isAnonymous: true, phone: '+919876543210' }, 'Demo account'],
  ])('%o reads %s', (user, line) => {
    expect(signedInAs(user)).toBe(line);
  });
});

describe('staffLabel: two coaches never read alike on staff screens', () => {
  it.each([
    [{ name: 'Asha Rao', phone: '+91 98765 43210' }, 'Asha Rao · +91 98765 43210'],
    [{ name: null, phone: '+91 98765 43210' }, '+91 98765 43210 (not named yet)'],
  ])('%o is %s', (member, label) => {
    expect(staffLabel(member)).toBe(label);
  });
});

describe("the staff's own profile", () => {
  it.each([
    [
      { name: '  Asha Rao ', bio: '' },
      { name: 'Asha Rao', bio: '' },
    ],
    [
      { name: 'Asha', bio: ' Dietitian, 8 years with PCOD ' },
      { name: 'Asha', bio: 'Dietitian, 8 years with PCOD' },
    ],
  ])('keeps %o as %o', (input, saved) => {
    expect(staffProfileSchema.parse(input)).toEqual(saved);
  });

  it.each([
    [{ name: ' ', bio: '' }, 'name', 'Enter your name'],
    [{ name: 'Asha', bio: 'x'.repeat(161) }, 'bio', 'Keep it to one line: under 160 characters'],
    [{ name: 'a'.repeat(101), bio: '' }, 'name', 'Keep the name under 100 characters'],
  ])('refuses %o: %s says %s', (input, field, message) => {
    const parsed = staffProfileSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toContainEqual(expect.objectContaining({ path: [field], message }));
  });
});

describe("a number that is someone else's", () => {
  it.each([
    ['12345', PHONE_MESSAGES.otherLength],
    ['', PHONE_MESSAGES.otherLength],
    ['5876543210', PHONE_MESSAGES.notMobile],
  ])("'Add coach' with %j says %j: the admin is not typing their own", (phone, message) => {
    const parsed = addCoachSchema.safeParse({ phone, name: 'Coach Asha' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('says "a", not "your"', () => {
    expect(PHONE_MESSAGES.otherLength).toBe('Enter a 10-digit mobile number');
  });
});
