import {
  MultiSelect,
  NumberInput,
  Group,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  createPlanBody,
  updatePlanBody,
  type CatalogueView,
} from '@switchboard/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../../lib/api/config-api';
import { Dialog } from '../../../ui/dialog';
import { paiseOf, RupeeInput } from '../../../ui/rupee-input';
import { useContractForm } from '../../../ui/use-contract-form';
import { useCreateCataloguePlanMutation, useUpdateCataloguePlanMutation } from './api';

type Plan = CatalogueView['plans'][number];

/**
 * A plan: its name, description, products and add-ons, and whether it is current (offered
 * first) or legacy. A new plan comes with its first variant; a plan's slug is fixed once made.
 */
export function PlanDialog({
  plan,
  addons,
  onClose,
}: {
  plan: Plan | null;
  addons: CatalogueView['addons'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const product = useProduct();
  const [create] = useCreateCataloguePlanMutation();
  const [update] = useUpdateCataloguePlanMutation();
  const { form, ...dialog } = useContractForm({
    schema: plan ? updatePlanBody : createPlanBody,
    initialValues: {
      name: plan?.name ?? '',
      slug: plan?.slug ?? '',
      description: plan?.description ?? '',
      products: plan?.products ?? [`${product.key}_phone`],
      addon_ids: (plan?.addon_ids ?? []).map(String),
      is_current: plan?.is_current ?? true,
      // A new plan's first variant.
      variants: [
        { name: 'Monthly', amount: '' as number | '', revenue_duration: 30 as number | '' },
      ],
    },
    toBody: ({ slug, variants, ...v }) => {
      const common = { ...v, addon_ids: v.addon_ids.map(Number) };
      const first = variants[0] ?? { name: '', amount: '', revenue_duration: '' };
      return plan
        ? common
        : {
            ...common,
            slug,
            variants: [
              {
                name: first.name,
                amount: paiseOf(first.amount),
                revenue_duration:
                  first.revenue_duration === '' ? undefined : first.revenue_duration,
              },
            ],
          };
    },
    send: (body) =>
      plan
        ? update({ id: plan.id, body: updatePlanBody.parse(body) })
        : create(createPlanBody.parse(body)),
    onDone: onClose,
  });

  return (
    <Dialog
      onClose={onClose}
      title={
        plan
          ? t('subscriptions.catalogue.editPlan', { name: plan.name })
          : t('subscriptions.catalogue.newPlan')
      }
      form={dialog}
      submitLabel={t('subscriptions.catalogue.save')}
      data-testid="plan-form"
      failureTestId="plan-form-failure"
    >
      <Stack gap="sm">
        <TextInput
          label={t('subscriptions.catalogue.name')}
          {...form.getInputProps('name')}
          required
          data-autofocus
          data-testid="plan-name"
        />
        {!plan && (
          <TextInput
            label={t('subscriptions.catalogue.slug')}
            description={t('subscriptions.catalogue.slugHint')}
            {...form.getInputProps('slug')}
            required
            data-testid="plan-slug"
          />
        )}
        <Textarea
          label={t('subscriptions.catalogue.description')}
          {...form.getInputProps('description')}
          autosize
          minRows={2}
        />
        <TagsInput
          label={t('subscriptions.catalogue.products')}
          description={t('subscriptions.catalogue.productsHint', { key: product.key })}
          {...form.getInputProps('products')}
          data-testid="plan-products"
        />
        <MultiSelect
          label={t('subscriptions.catalogue.addons')}
          data={addons.map((a) => ({ value: String(a.id), label: a.name }))}
          {...form.getInputProps('addon_ids')}
          clearable
        />
        <Switch
          label={t('subscriptions.catalogue.current')}
          description={t('subscriptions.catalogue.currentHint')}
          {...form.getInputProps('is_current', { type: 'checkbox' })}
          data-testid="plan-current"
        />
        {!plan && (
          <Group grow align="flex-start">
            <TextInput
              label={t('subscriptions.catalogue.variantName')}
              {...form.getInputProps('variants.0.name')}
              required
            />
            <RupeeInput
              label={t('subscriptions.catalogue.price')}
              {...form.getInputProps('variants.0.amount')}
              required
              data-testid="plan-price"
            />
            <NumberInput
              label={t('subscriptions.catalogue.duration')}
              {...form.getInputProps('variants.0.revenue_duration')}
              min={1}
              allowDecimal={false}
              required
            />
          </Group>
        )}
      </Stack>
    </Dialog>
  );
}
