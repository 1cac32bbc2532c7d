import {
  Alert,
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
import { rupeesToPaise } from '@switchboard/contract/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../../lib/api/config-api';
import { FormModal } from '../../../ui/form-modal';
import { RupeeInput } from '../../../ui/rupee-input';
import { checkForm } from '../../../ui/run-action';
import { useFormSave } from '../../../ui/use-form-save';
import { useCreateCataloguePlanMutation, useUpdateCataloguePlanMutation } from './api';

type Plan = CatalogueView['plans'][number];

/**
 * A plan: its name, description, products and add-ons, and whether it is current (offered
 * first) or legacy. A new plan comes with its first variant; a plan's slug is fixed once made.
 */
export function PlanForm({
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
  const [form, setForm] = useState({
    name: plan?.name ?? '',
    slug: plan?.slug ?? '',
    description: plan?.description ?? '',
    products: plan?.products ?? [`${product.key}_phone`],
    addon_ids: (plan?.addon_ids ?? []).map(String),
    is_current: plan?.is_current ?? true,
    variant: 'Monthly',
    rupees: '' as number | '',
    days: 30 as number | '',
  });
  const { errors, failure, save } = useFormSave(onClose);
  const [create, creating] = useCreateCataloguePlanMutation();
  const [update, updating] = useUpdateCataloguePlanMutation();
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function submit() {
    const common = {
      name: form.name,
      description: form.description,
      products: form.products,
      addon_ids: form.addon_ids.map(Number),
      is_current: form.is_current,
    };
    if (plan)
      await save(checkForm(updatePlanBody, common), (body) => update({ id: plan.id, body }));
    else
      await save(
        checkForm(createPlanBody, {
          ...common,
          slug: form.slug,
          variants: [
            {
              name: form.variant,
              amount: form.rupees === '' ? undefined : rupeesToPaise(form.rupees),
              revenue_duration: form.days === '' ? undefined : form.days,
            },
          ],
        }),
        create,
      );
  }

  return (
    <FormModal
      opened
      onClose={onClose}
      title={
        plan
          ? t('subscriptions.catalogue.editPlan', { name: plan.name })
          : t('subscriptions.catalogue.newPlan')
      }
      onSubmit={submit}
      submitLabel={t('subscriptions.catalogue.save')}
      loading={creating.isLoading || updating.isLoading}
      data-testid="plan-form"
    >
      <Stack gap="sm">
        <TextInput
          label={t('subscriptions.catalogue.name')}
          value={form.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
          required
          data-autofocus
          data-testid="plan-name"
        />
        {!plan && (
          <TextInput
            label={t('subscriptions.catalogue.slug')}
            description={t('subscriptions.catalogue.slugHint')}
            value={form.slug}
            onChange={(e) => set('slug', e.currentTarget.value)}
            error={errors.slug}
            required
            data-testid="plan-slug"
          />
        )}
        <Textarea
          label={t('subscriptions.catalogue.description')}
          value={form.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
          autosize
          minRows={2}
        />
        <TagsInput
          label={t('subscriptions.catalogue.products')}
          description={t('subscriptions.catalogue.productsHint', { key: product.key })}
          value={form.products}
          onChange={(next) => set('products', next)}
          error={errors.products}
          data-testid="plan-products"
        />
        <MultiSelect
          label={t('subscriptions.catalogue.addons')}
          data={addons.map((a) => ({ value: String(a.id), label: a.name }))}
          value={form.addon_ids}
          onChange={(next) => set('addon_ids', next)}
          error={errors.addon_ids}
          clearable
        />
        <Switch
          label={t('subscriptions.catalogue.current')}
          description={t('subscriptions.catalogue.currentHint')}
          checked={form.is_current}
          onChange={(e) => set('is_current', e.currentTarget.checked)}
          data-testid="plan-current"
        />
        {!plan && (
          <Group grow align="flex-start">
            <TextInput
              label={t('subscriptions.catalogue.variantName')}
              value={form.variant}
              onChange={(e) => set('variant', e.currentTarget.value)}
              error={errors['variants.0.name']}
              required
            />
            <RupeeInput
              label={t('subscriptions.catalogue.price')}
              value={form.rupees}
              onChange={(next) => set('rupees', next)}
              error={errors['variants.0.amount']}
              required
              data-testid="plan-price"
            />
            <NumberInput
              label={t('subscriptions.catalogue.duration')}
              value={form.days}
              onChange={(next) => set('days', typeof next === 'number' ? next : '')}
              min={1}
              allowDecimal={false}
              error={errors['variants.0.revenue_duration']}
              required
            />
          </Group>
        )}
        {failure && (
          <Alert color="red" role="alert" data-testid="plan-form-failure">
            {failure}
          </Alert>
        )}
      </Stack>
    </FormModal>
  );
}
