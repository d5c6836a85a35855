import { useTranslations } from 'next-intl';
import { PageLoading } from '@/components/page-loading';

export default function Loading() {
  const t = useTranslations('coach.client');
  return <PageLoading label={t('loading')} cards={4} />;
}
