import { SectionCard } from '@/components/section-card';

interface BuilderListPageProps {
  title: string;
  lead: string;
  /** What to say after a delete brought the coach back here (`?deleted=1`), else null. */
  deleted: string | null;
  newTitle: string;
  /** The form that starts a new one. */
  form: React.ReactNode;
  list: React.ReactNode;
}

/** /coach/programmes and /coach/diet-charts: the builder's heading, the form for a new one, then the list. */
export function BuilderListPage({ title, lead, deleted, newTitle, form, list }: BuilderListPageProps) {
  return (
    <main id="main" className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-6 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{lead}</p>
        {deleted && (
          <p role="status" className="text-sm">
            {deleted}
          </p>
        )}
      </header>
      <SectionCard title={newTitle}>{form}</SectionCard>
      {list}
    </main>
  );
}
