const CLAIMS = [
  { value: '10,000+', label: 'Happy Clients' },
  { value: '45-Day', label: 'Program' },
  { value: '10kg', label: 'Average Loss' },
  { value: '98%', label: 'Success Rate' },
];

export function Claims() {
  return (
    <section aria-label="Our results" className="px-4">
      <dl className="mx-auto -mt-8 grid max-w-5xl grid-cols-2 gap-3 rounded-2xl border bg-card p-4 shadow-sm sm:grid-cols-4 sm:p-6">
        {CLAIMS.map((claim) => (
          <div key={claim.label} className="text-center">
            <dt className="text-sm text-muted-foreground">{claim.label}</dt>
            <dd className="order-first text-2xl font-bold text-primary sm:text-3xl">{claim.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
