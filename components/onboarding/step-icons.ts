import { Baby, HeartPulse, type IconNode, Scale, Sparkles } from '@/components/icons';
import type { OnboardingStepId } from '@/lib/domain/onboarding';

/** One icon per programme focus: the onboarding steps and the landing's benefit cards. */
export const STEP_ICONS: Record<OnboardingStepId, IconNode> = {
  'weight-loss': Scale,
  pcod: HeartPulse,
  'post-pregnancy': Baby,
  'hormonal-balance': Sparkles,
};
