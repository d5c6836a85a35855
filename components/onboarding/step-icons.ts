import { BabyIcon, HeartPulseIcon, ScaleIcon, SparklesIcon, type StaticIcon } from '@/components/icons/static-icons';
import type { OnboardingStepId } from '@/lib/domain/onboarding';

/** One icon per programme focus: the onboarding steps and the landing's benefit cards. */
export const STEP_ICONS: Record<OnboardingStepId, StaticIcon> = {
  'weight-loss': ScaleIcon,
  pcod: HeartPulseIcon,
  'post-pregnancy': BabyIcon,
  'hormonal-balance': SparklesIcon,
};
