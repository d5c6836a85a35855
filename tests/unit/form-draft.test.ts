import { describe, expect, it } from 'vitest';
import { parseDraft } from '@/hooks/use-form-draft';

describe('parseDraft: what a stored form draft restores', () => {
  it('returns the saved values', () => {
    expect(parseDraft('{"name":"Meera Iyer","age":"34","termsAccepted":false}')).toEqual({
      name: 'Meera Iyer',
      age: '34',
      termsAccepted: false,
    });
  });

  it('returns an empty draft as an empty object', () => {
    expect(parseDraft('{}')).toEqual({});
  });

  it.each([
    ['no stored value', null],
    ['an empty string', ''],
    ['corrupted JSON', '{"name":"Meera'],
    ['a non-JSON string', 'undefined'],
    ['JSON null', 'null'],
    ['a JSON array', '["Meera"]'],
    ['a JSON string', '"Meera"'],
    ['a JSON number', '34'],
  ])('returns null for %s', (_case, raw) => {
    expect(parseDraft(raw)).toBeNull();
  });
});
