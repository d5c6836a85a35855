const STEPS = [
  { number: '01', title: 'Sign Up & Assess', text: 'Create your profile and check your BMI to see where you start.' },
  { number: '02', title: 'Choose Your Plan', text: 'Pick an online or offline package that fits your routine.' },
  {
    number: '03',
    title: 'Start Transforming',
    text: 'Follow your personalised workout and nutrition plan, with daily progress tracking.',
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-4 bg-muted px-4 py-16">
      <div className="mx-auto grid max-w-5xl gap-8">
        <h2 id="how-it-works-title" className="text-center text-3xl font-bold tracking-tight">
          How it works
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map((step) => (
            <li key={step.number} className="rounded-xl bg-card p-6 shadow-sm">
              <p className="mb-2 text-3xl font-bold text-primary" aria-hidden>
                {step.number}
              </p>
              <h3 className="mb-1 text-lg font-semibold">
                <span className="sr-only">Step {step.number}: </span>
                {step.title}
              </h3>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
