import { describe, expect, it } from 'vitest';
import { firstStepWith, profileSchema } from '@/lib/domain/profile-schema';
import { validProfileForm } from '@/fixtures/profile';

const valid = validProfileForm;

const messagesFor = (change: Record<string, unknown>) => {
  const parsed = profileSchema.safeParse({ ...valid, ...change });
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('profileSchema: the thirteen messages of the spec', () => {
  it.each([
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ name: '  A  ' }, 'Name must be at least 2 characters'],
    [{ age: '' }, 'Age must be at least 16'],
    [{ age: '15' }, 'Age must be at least 16'],
    [{ age: '101' }, 'Age must be less than 100'],
    [{ gender: '' }, 'Please select gender'],
    [{ height: '99' }, 'Height must be at least 100cm'],
    [{ weight: '29' }, 'Weight must be at least 30kg'],
    [{ email: 'priya@' }, 'Please enter a valid email'],
    [{ whatsapp: '987654321' }, 'WhatsApp number must be at least 10 digits'],
    [{ address: 'Kolkata' }, 'Please enter complete address'],
    [{ workoutExperience: '' }, 'Please select experience level'],
    [{ dietPreference: '' }, 'Please select diet preference'],
    [{ primaryGoal: 'thin' }, 'Please describe your primary goal'],
    [{ terms: false }, 'You must accept terms and conditions'],
    [{ dataConsent: false }, 'You must consent to data processing'],
  ])('%j → %s', (change, message) => {
    expect(messagesFor(change)).toEqual([message]);
  });

  it('an empty form gets every required message, in form order', () => {
    const parsed = profileSchema.safeParse({});
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'Name must be at least 2 characters',
      'Age must be at least 16',
      'Please select gender',
      'Height must be at least 100cm',
      'Weight must be at least 30kg',
      'Please enter a valid email',
      'WhatsApp number must be at least 10 digits',
      'Please enter complete address',
      'Please select experience level',
      'Please select diet preference',
      'Please describe your primary goal',
      'You must accept terms and conditions',
      'You must consent to data processing',
    ]);
  });
});

describe('profileSchema: what it accepts and keeps', () => {
  it('accepts empty optional fields and keeps them as null', () => {
    const parsed = profileSchema.parse(valid);
    expect(parsed).toMatchObject({ bloodGroup: null, injuryHistory: null, medicalIssues: null, referralSource: null });
  });

  it('normalises the WhatsApp number to +91 and 10 digits', () => {
    for (const whatsapp of ['9876543210', '+91 98765 43210', '098765-43210']) {
      expect(profileSchema.parse({ ...valid, whatsapp }).whatsapp).toBe('+919876543210');
    }
  });

  it('turns numbers typed as text into numbers', () => {
    expect(profileSchema.parse(valid)).toMatchObject({ age: 29, height: 160, weight: 68.5 });
  });

  it.each([
    [{ gender: 'robot' }, 'Please select gender'],
    [{ bloodGroup: 'C+' }, 'Please select a blood group from the list'],
    [{ workoutExperience: 'expert' }, 'Please select experience level'],
    [{ dietPreference: 'keto' }, 'Please select diet preference'],
  ])('rejects the unknown value %j', (change, message) => {
    const messages = messagesFor(change);
    expect(messages).toEqual([message]);
  });

  it('drops fields it does not know, such as a user id', () => {
    expect(profileSchema.parse({ ...valid, user_id: 'someone-else', userId: 'x' })).not.toHaveProperty('user_id');
  });
});

describe('profileSchema: lengths in characters, as the database counts them', () => {
  // An emoji is one character but two UTF-16 units: counted in units, 9 characters would pass a
  // minimum of 10 here and then fail the database's char_length check.
  it.each([
    [{ name: '🙂' }, ['Name must be at least 2 characters']],
    [{ name: '🙂🙂' }, []],
    [{ address: 'xxxxx🙂🙂🙂🙂' }, ['Please enter complete address']],
    [{ address: 'xxxxx🙂🙂🙂🙂🙂' }, []],
    [{ address: '🙂'.repeat(500) }, []],
    [{ address: '🙂'.repeat(501) }, ['Please keep the address under 500 characters']],
    [{ referralSource: '🙂'.repeat(200) }, []],
    [{ referralSource: '🙂'.repeat(201) }, ['Please keep this under 200 characters']],
  ])('%j → %j', (change, messages) => {
    expect(messagesFor(change)).toEqual(messages);
  });
});

describe('firstStepWith', () => {
  it.each([
    [['dataConsent', 'age'], { step: 0, field: 'age' }],
    [['address', 'terms'], { step: 1, field: 'address' }],
    [['dietPreference'], { step: 2, field: 'dietPreference' }],
    [['terms'], { step: 3, field: 'terms' }],
    [[], null],
  ])('%j → %j', (fields, expected) => {
    expect(firstStepWith(fields)).toEqual(expected);
  });
});
