import type { Metadata } from 'next';
import { NewProgrammeForm } from '@/components/coach/programmes/programme-forms';
import { ProgrammeList } from '@/components/coach/programmes/programme-list';
import { SectionCard } from '@/components/section-card';
import { requireUser } from '@/lib/auth/session';
import { listProgrammes } from '@/lib/db/programme-builder';
import { PROGRAMME_BUILDER_MESSAGES } from '@/lib/domain/programme-builder';

export const metadata: Metadata = { title: 'Programmes', robots: { index: false } };

export default async function ProgrammesPage({ searchParams }: PageProps<'/coach/programmes'>) {
  const params = await searchParams;
  const user = await requireUser('/coach/programmes', params);
  const programmes = await listProgrammes(user);
  return (
    <main id="main" className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-6 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Programmes</h1>
        <p className="text-muted-foreground">
          Workout programmes to assign: copy a built-in and change the copy, or start a new one.
        </p>
        {params.deleted && (
          <p role="status" className="text-sm">
            {PROGRAMME_BUILDER_MESSAGES.deleted}
          </p>
        )}
      </header>
      <SectionCard title="New programme">
        <NewProgrammeForm />
      </SectionCard>
      <ProgrammeList programmes={programmes} />
    </main>
  );
}
