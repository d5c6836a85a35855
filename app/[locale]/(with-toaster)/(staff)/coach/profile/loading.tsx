import { useTranslations } from 'next-intl';
import { PageLoading } from '@/components/page-loading';

export default function Loading() {
  const t = useTranslations('coach.profile');
  return <PageLoading label={t('loading')} cards={1} />;
}
