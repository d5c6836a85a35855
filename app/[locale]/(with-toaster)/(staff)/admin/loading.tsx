import { useTranslations } from 'next-intl';
import { PageLoading } from '@/components/page-loading';

export default function Loading() {
  const t = useTranslations('admin.page');
  return <PageLoading label={t('loading')} cards={2} />;
}
