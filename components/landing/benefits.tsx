import { Baby, HeartPulse, Scale, Sparkles } from 'lucide-react';

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
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-6">
              <Icon className="mb-3 size-8 text-primary" aria-hidden />
              <h3 className="mb-1 text-lg font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
