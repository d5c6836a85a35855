import { describe, expect, it } from 'vitest';
import { domainTextOf } from '@/lib/i18n/domain-text';

const said = domainTextOf({
  'Enter the code we sent you': 'हमारा भेजा कोड डालें',
  'Pay {amount}': '{amount} भुगतान करें',
  'The code has at most {max} digits': 'कोड में ज़्यादा से ज़्यादा {max} अंक होते हैं',
  '{name} booked {count} sessions.': '{name} ने {count} सेशन बुक किए।',
  'Nothing was logged for {meal} yesterday.': 'कल {meal} में कुछ नहीं लिखा गया।',
  Snack: 'शाम का नाश्ता',
});

describe('texts from lib/ in Hindi', () => {
  it.each([
    ['Enter the code we sent you', 'हमारा भेजा कोड डालें'],
    ['Pay ₹10,619', '₹10,619 भुगतान करें'],
    ['The code has at most 6 digits', 'कोड में ज़्यादा से ज़्यादा 6 अंक होते हैं'],
    ['Asha (2.5) booked 3 sessions.', 'Asha (2.5) ने 3 सेशन बुक किए।'],
    // Regex characters in a key are text: '.' is a full stop, not any character.
    ['Asha booked 3 sessionsX', 'Asha booked 3 sessionsX'],
    ['Something no one translated', 'Something no one translated'],
    // A varying part that is itself a text of the catalogue, as written or as a label.
    ['Nothing was logged for snack yesterday.', 'कल शाम का नाश्ता में कुछ नहीं लिखा गया।'],
    ['Nothing was logged for Snack yesterday.', 'कल शाम का नाश्ता में कुछ नहीं लिखा गया।'],
    ['Nothing was logged for brunch yesterday.', 'कल brunch में कुछ नहीं लिखा गया।'],
    ['', ''],
  ])('%j reads %j', (english, hindi) => {
    expect(said(english)).toBe(hindi);
  });
});
