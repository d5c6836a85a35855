import { describe, expect, it } from 'vitest';
import { defaultTemplateFor, type ProgrammeChoiceInput, type TemplateKey } from '@/lib/domain/programme-choice';

const input = (overrides: Partial<ProgrammeChoiceInput> = {}): ProgrammeChoiceInput => ({
  packageType: 'online',
  experience: 'beginner',
  limitations: [],
  medicalIssues: null,
  ...overrides,
});

describe('the programme a customer gets on paying, until the coach reviews it', () => {
  it.each<[string, Partial<ProgrammeChoiceInput>, TemplateKey]>([
    ['an online beginner: home, no equipment', {}, 'home-beginner'],
    ['an online intermediate: home with dumbbells or a band', { experience: 'intermediate' }, 'home-intermediate'],
    ['an online advanced customer: the same, harder', { experience: 'advanced' }, 'home-intermediate'],
    ['a studio beginner: the bodyweight plan the trainers build on', { packageType: 'offline' }, 'home-beginner'],
    ['a studio intermediate: the gym plan', { packageType: 'offline', experience: 'intermediate' }, 'gym-intermediate'],
    ['sore knees: low impact', { experience: 'advanced', limitations: ['knees'] }, 'low-impact'],
    [
      'a sore lower back: low impact',
      { packageType: 'offline', experience: 'intermediate', limitations: ['lower-back'] },
      'low-impact',
    ],
    ['wrists alone keep the plan (the coach swaps what needs hands)', { limitations: ['wrists'] }, 'home-beginner'],
    ['PCOD: strength three times a week', { medicalIssues: 'PCOD, mild thyroid' }, 'pcod-thyroid-strength'],
    ['hypothyroidism', { experience: 'intermediate', medicalIssues: 'Hypothyroidism, on thyronorm' }, 'pcod-thyroid-strength'],
    ['PCOS spelled so', { medicalIssues: 'pcos since 2021' }, 'pcod-thyroid-strength'],
    ['knees come before PCOD', { limitations: ['knees'], medicalIssues: 'PCOD' }, 'low-impact'],
    ['a recent birth comes first of all', { limitations: ['pregnancy', 'knees'], medicalIssues: 'thyroid' }, 'after-pregnancy'],
    ['other medical words change nothing', { medicalIssues: 'Asthma, mild' }, 'home-beginner'],
  ])('%s', (_, overrides, expected) => {
    expect(defaultTemplateFor(input(overrides))).toBe(expected);
  });
});
