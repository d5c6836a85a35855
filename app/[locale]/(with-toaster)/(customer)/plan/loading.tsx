import { useTranslations } from 'next-intl';
import { PageLoading } from '@/components/page-loading';

export default function Loading() {
  const t = useTranslations('plan.page');
  return <PageLoading label={t('loading')} cards={2} />;
}
