import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { ProgrammeEditorView } from '@/components/coach/programmes/programme-editor';
import { BackLink } from '@/components/page-header';
import { requireUser } from '@/lib/auth/session';
import { loadProgrammeEditor } from '@/lib/db/programme-builder';
import { exerciseFiltersOf, PROGRAMME_BUILDER_MESSAGES as M } from '@/lib/domain/programme-builder';
import * as z from '@/lib/domain/validation';
import { domainTextIn } from '@/lib/i18n/domain-texts';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('builders.programmePage');
  return { title: t('title'), robots: { index: false } };
}

export default async function ProgrammePage({ params, searchParams }: PageProps<'/[locale]/coach/programmes/[id]'>) {
  const { id } = await params;
  const query = await searchParams;
  const user = await requireUser(`/coach/programmes/${id}`, query);
  const programmeId = z.uuid().safeParse(id);
  const adding = z.uuid().safeParse(query.add);
  const editor = programmeId.success
    ? await loadProgrammeEditor(
        user,
        programmeId.data,
        adding.success ? { workoutId: adding.data, filters: exerciseFiltersOf(query) } : null,
      )
    : null;
  if (!editor) notFound();
  const [locale, t] = await Promise.all([getLocale(), getTranslations('builders.programmePage')]);
  const said = domainTextIn(locale);
  // A built-in's words are the project's, in the reader's language; a coach's as they wrote them.
  const own = (text: string) => (editor.builtIn ? said(text) : text);
  return (
    <ClientTexts areas={['builders']}>
      <main id="main" className="mx-auto grid w-full max-w-4xl content-start gap-6 px-4 py-6 sm:py-10">
        <header className="grid gap-1">
          {editor.client ? (
            <BackLink href={`/coach/clients/${editor.client.id}#plan`} label={editor.client.name} />
          ) : (
            <BackLink href="/coach/programmes" label={t('back')} />
          )}
          <h1 className="text-3xl font-bold tracking-tight break-words">{own(editor.name)}</h1>
          <p className="text-sm text-muted-foreground">
            {[
              t('days', { days: editor.days }),
              editor.copiedFrom && t('copiedFrom', { name: said(editor.copiedFrom) }),
              editor.needsClearance && t('needsClearance'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {editor.summary && <p>{own(editor.summary)}</p>}
          {(query.made || query.copied) && (
            <p role="status" className="text-sm font-medium">
              {said(query.made ? M.created : M.copied)}
            </p>
          )}
        </header>
        <ProgrammeEditorView editor={editor} />
      </main>
    </ClientTexts>
  );
}
