import { PageLoading } from '@/components/page-loading';

export default function Loading() {
  return <PageLoading label="Loading today's sessions…" cards={2} />;
}
