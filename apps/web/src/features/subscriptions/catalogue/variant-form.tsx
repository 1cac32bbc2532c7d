import { Alert, Divider, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import {
  createVariantBody,
  updateVariantBody,
  type CatalogueView,
} from '@switchboard/contract/catalogue';
import { paiseToRupees, rupeesToPaise } from '@switchboard/contract/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { FormModal } from '../../../ui/form-modal';
import { RupeeInput } from '../../../ui/rupee-input';
import { checkForm } from '../../../ui/run-action';
import { toastSuccess } from '../../../ui/toasts';
import { useCreateCatalogueVariantMutation, useUpdateCatalogueVariantMutation } from './api';
import { PriceHistory } from './price-history';

type Plan = CatalogueView['plans'][number];
type Variant = Plan['variants'][number];

/**
 * A plan's variant: its name, price and days. A new price is a new version, shown with the
 * ones before it; what was sold keeps the price it was sold at.
 */
export function VariantForm({
  plan,
  variant,
  onClose,
}: {
  plan: Plan;
  variant: Variant | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(variant?.name ?? '');
  const [rupees, setRupees] = useState<number | ''>(variant ? paiseToRupees(variant.amount) : '');
  const [days, setDays] = useState<number | ''>(variant?.revenue_duration ?? 30);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useCreateCatalogueVariantMutation();
  const [update, updating] = useUpdateCatalogueVariantMutation();

  async function submit() {
    setFailure(null);
    const values = {
      name,
      amount: rupees === '' ? undefined : rupeesToPaise(rupees),
      revenue_duration: days === '' ? undefined : days,
    };
    const checked = checkForm(variant ? updateVariantBody : createVariantBody, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const result = variant
      ? await update({ id: variant.id, body: checked.data })
      : await create({
          planId: plan.id,
          body: checked.data as Parameters<typeof create>[0]['body'],
        });
    if (result.error !== undefined) return setFailure(errorMessage(result.error));
    toastSuccess(result.data.message);
    onClose();
  }

  return (
    <FormModal
      opened
      onClose={onClose}
      title={
        variant
          ? t('subscriptions.catalogue.editVariant', { plan: plan.name, variant: variant.name })
          : t('subscriptions.catalogue.addVariant', { plan: plan.name })
      }
      onSubmit={submit}
      submitLabel={t('subscriptions.catalogue.save')}
      loading={creating.isLoading || updating.isLoading}
      data-testid="variant-form"
    >
      <Stack gap="sm">
        <TextInput
          label={t('subscriptions.catalogue.variantName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
          data-testid="variant-name"
        />
        <RupeeInput
          label={t('subscriptions.catalogue.price')}
          description={variant ? t('subscriptions.catalogue.priceHint') : undefined}
          value={rupees}
          onChange={setRupees}
          error={errors.amount}
          required
          data-testid="variant-price"
        />
        <NumberInput
          label={t('subscriptions.catalogue.duration')}
          value={days}
          onChange={(next) => setDays(typeof next === 'number' ? next : '')}
          min={1}
          max={3660}
          allowDecimal={false}
          error={errors.revenue_duration}
          required
          data-testid="variant-days"
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {variant && (
          <>
            <Divider />
            <Text size="sm" fw={500}>
              {t('subscriptions.catalogue.priceHistory')}
            </Text>
            <PriceHistory prices={variant.prices} />
          </>
        )}
      </Stack>
    </FormModal>
  );
}
