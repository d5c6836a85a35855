import { PageLoading } from '@/components/page-loading';

export default function Loading() {
  return <PageLoading label="Loading the batches…" cards={3} />;
}
