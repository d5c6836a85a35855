import { IconCardList } from '@/components/icon-card-list';
import { STEP_ICONS } from '@/components/onboarding/step-icons';
import { ONBOARDING_STEPS } from '@/lib/domain/onboarding';

const BENEFITS = ONBOARDING_STEPS.map((step) => ({ icon: STEP_ICONS[step.id], title: step.benefit, text: step.text }));

export function Benefits() {
  return (
    <section aria-labelledby="benefits" className="px-4 py-16">
      <div className="mx-auto grid max-w-5xl gap-8">
        <h2 id="benefits" className="text-center text-3xl font-bold tracking-tight">
          Who the programme helps
        </h2>
        <IconCardList items={BENEFITS} className="sm:grid-cols-2 lg:grid-cols-4" />
      </div>
    </section>
  );
}
