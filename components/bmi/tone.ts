import type { BmiTone } from '@/lib/domain/bmi';

// Whole class names, so Tailwind finds them in the source.
export const TONE_TEXT: Record<BmiTone, string> = {
  info: 'text-info',
  success: 'text-success',
  warning: 'text-warning',
  destructive: 'text-destructive',
};

export const TONE_BG: Record<BmiTone, string> = {
  info: 'bg-info',
  success: 'bg-success',
  warning: 'bg-warning',
  destructive: 'bg-destructive',
};

/** The category chip: a wash of the score's colour; the text stays dark enough to read at any size. */
export const TONE_CHIP: Record<BmiTone, string> = {
  info: 'border-info/50 bg-info/15 text-foreground',
  success: 'border-success/50 bg-success/15 text-foreground',
  warning: 'border-warning/50 bg-warning/15 text-foreground',
  destructive: 'border-destructive/50 bg-destructive/15 text-foreground',
};
