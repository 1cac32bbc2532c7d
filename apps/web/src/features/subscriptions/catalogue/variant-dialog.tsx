import { NumberInput, Stack, TextInput } from '@mantine/core';
import {
  createVariantBody,
  updateVariantBody,
  type CatalogueView,
} from '@switchboard/contract/catalogue';
import { paiseToRupees } from '@switchboard/contract/money';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { paiseOf, RupeeInput } from '../../../ui/rupee-input';
import { useContractForm } from '../../../ui/use-contract-form';
import { useCreateCatalogueVariantMutation, useUpdateCatalogueVariantMutation } from './api';
import { PriceHistory } from './price-history';

type Plan = CatalogueView['plans'][number];
type Variant = Plan['variants'][number];

/**
 * A plan's variant: its name, price and days. A new price is a new version, shown with the
 * ones before it; what was sold keeps the price it was sold at.
 */
export function VariantDialog({
  plan,
  variant,
  onClose,
}: {
  plan: Plan;
  variant: Variant | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [create] = useCreateCatalogueVariantMutation();
  const [update] = useUpdateCatalogueVariantMutation();
  const { form, ...dialog } = useContractForm({
    schema: variant ? updateVariantBody : createVariantBody,
    initialValues: {
      name: variant?.name ?? '',
      amount: (variant ? paiseToRupees(variant.amount) : '') as number | '',
      revenue_duration: (variant?.revenue_duration ?? 30) as number | '',
    },
    toBody: (v) => ({
      ...v,
      amount: paiseOf(v.amount),
      revenue_duration: v.revenue_duration === '' ? undefined : v.revenue_duration,
    }),
    send: (body) =>
      variant
        ? update({ id: variant.id, body: updateVariantBody.parse(body) })
        : create({ planId: plan.id, body: createVariantBody.parse(body) }),
    onDone: onClose,
  });

  return (
    <Dialog
      onClose={onClose}
      title={
        variant
          ? t('subscriptions.catalogue.editVariant', { plan: plan.name, variant: variant.name })
          : t('subscriptions.catalogue.addVariant', { plan: plan.name })
      }
      form={dialog}
      submitLabel={t('subscriptions.catalogue.save')}
      data-testid="variant-form"
    >
      <Stack gap="sm">
        <TextInput
          label={t('subscriptions.catalogue.variantName')}
          {...form.getInputProps('name')}
          required
          data-testid="variant-name"
        />
        <RupeeInput
          label={t('subscriptions.catalogue.price')}
          description={variant ? t('subscriptions.catalogue.priceHint') : undefined}
          {...form.getInputProps('amount')}
          required
          data-testid="variant-price"
        />
        <NumberInput
          label={t('subscriptions.catalogue.duration')}
          {...form.getInputProps('revenue_duration')}
          min={1}
          max={3660}
          allowDecimal={false}
          required
          data-testid="variant-days"
        />
        {variant && <PriceHistory prices={variant.prices} />}
      </Stack>
    </Dialog>
  );
}
