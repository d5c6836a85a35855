import { PageLoading } from '@/components/page-loading';

export default function Loading() {
  return <PageLoading label="Loading the team…" cards={2} />;
}
