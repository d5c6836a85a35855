import { Baby, HeartPulse, Scale, Sparkles } from 'lucide-react';
import { IconCardList } from '@/components/icon-card-list';

const BENEFITS = [
  { icon: Scale, title: 'Weight Loss', text: 'Get Weight Loss Up to 10kg in 45 Days' },
  { icon: HeartPulse, title: 'Health Issues', text: 'Help manage PCOD, Irregular Periods, Thyroid Issues' },
  { icon: Baby, title: 'Post Pregnancy', text: 'Post Pregnancy Weight Loss with care' },
  { icon: Sparkles, title: 'Hormonal Balance', text: 'Help regulate/manage Hormonal Imbalance' },
];

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
