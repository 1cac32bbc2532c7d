import { Alert, NumberInput, Stack, TextInput } from '@mantine/core';
import {
  createVariantBody,
  updateVariantBody,
  type CatalogueView,
} from '@switchboard/contract/catalogue';
import { paiseToRupees, rupeesToPaise } from '@switchboard/contract/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../ui/form-modal';
import { RupeeInput } from '../../../ui/rupee-input';
import { checkForm } from '../../../ui/run-action';
import { useFormSave } from '../../../ui/use-form-save';
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
  const { errors, failure, save } = useFormSave(onClose);
  const [create, creating] = useCreateCatalogueVariantMutation();
  const [update, updating] = useUpdateCatalogueVariantMutation();

  async function submit() {
    const values = {
      name,
      amount: rupees === '' ? undefined : rupeesToPaise(rupees),
      revenue_duration: days === '' ? undefined : days,
    };
    if (variant)
      await save(checkForm(updateVariantBody, values), (body) => update({ id: variant.id, body }));
    else
      await save(checkForm(createVariantBody, values), (body) => create({ planId: plan.id, body }));
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
        {variant && <PriceHistory prices={variant.prices} />}
      </Stack>
    </FormModal>
  );
}
