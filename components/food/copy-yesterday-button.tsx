'use client';

import { useTranslations } from 'next-intl';
import { copyYesterdaysMealAction } from '@/lib/actions/food-log';
import { ActionForm } from '@/components/action-form';
import { Copy, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { type Meal, MEAL_LABEL } from '@/lib/domain/progress';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** "Copy yesterday's <meal>": one tap for the same plate as yesterday; a form, so it also posts without JavaScript. */
export function CopyYesterdayButton({ meal }: { meal: Meal }) {
  const t = useTranslations('food.copyYesterday');
  const said = useDomainText();
  return (
    <ActionForm action={copyYesterdaysMealAction}>
      {({ pending }) => (
        <>
          <input type="hidden" name="meal" value={meal} />
          <Button type="submit" variant="outline" size="sm" disabled={pending}>
            <Icon icon={Copy} />
            {pending ? t('copying') : t('copy', { meal: said(MEAL_LABEL[meal]) })}
          </Button>
        </>
      )}
    </ActionForm>
  );
}
