import { PageLoading } from '@/components/page-loading';

export default function Loading() {
  return <PageLoading label="Loading your profile…" cards={1} />;
}
