import { Alert, Select, Stack, TextInput } from '@mantine/core';
import {
  createAddonBody,
  updateAddonBody,
  type CatalogueView,
} from '@switchboard/contract/catalogue';
import { paiseToRupees, rupeesToPaise } from '@switchboard/contract/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../ui/form-modal';
import { RupeeInput } from '../../../ui/rupee-input';
import { checkForm } from '../../../ui/run-action';
import { useFormSave } from '../../../ui/use-form-save';
import { useCreateCatalogueAddonMutation, useUpdateCatalogueAddonMutation } from './api';
import { PriceHistory } from './price-history';

type Addon = CatalogueView['addons'][number];
const kinds = ['users', 'automation', 'webhook', 'recording', 'other'] as const;

/** An add-on: a new one (slug, name, kind, price for 30 days), or a new name or price. */
export function AddonForm({ addon, onClose }: { addon: Addon | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    slug: addon?.slug ?? '',
    name: addon?.name ?? '',
    kind: addon?.kind ?? 'other',
    rupees: (addon ? paiseToRupees(addon.gross_amount) : '') as number | '',
  });
  const { errors, failure, save } = useFormSave(onClose);
  const [create, creating] = useCreateCatalogueAddonMutation();
  const [update, updating] = useUpdateCatalogueAddonMutation();
  const amount = form.rupees === '' ? undefined : rupeesToPaise(form.rupees);

  async function submit() {
    if (addon)
      await save(checkForm(updateAddonBody, { name: form.name, gross_amount: amount }), (body) =>
        update({ id: addon.id, body }),
      );
    else
      await save(
        checkForm(createAddonBody, {
          slug: form.slug,
          name: form.name,
          kind: form.kind,
          gross_amount: amount,
        }),
        create,
      );
  }

  return (
    <FormModal
      opened
      onClose={onClose}
      title={
        addon
          ? t('subscriptions.catalogue.editAddon', { name: addon.name })
          : t('subscriptions.catalogue.newAddon')
      }
      onSubmit={submit}
      submitLabel={t('subscriptions.catalogue.save')}
      loading={creating.isLoading || updating.isLoading}
      data-testid="addon-form"
    >
      <Stack gap="sm">
        {!addon && (
          <TextInput
            label={t('subscriptions.catalogue.slug')}
            description={t('subscriptions.catalogue.slugHint')}
            value={form.slug}
            onChange={(e) => setForm({ ...form, slug: e.currentTarget.value })}
            error={errors.slug}
            required
            data-testid="addon-slug"
          />
        )}
        <TextInput
          label={t('subscriptions.catalogue.name')}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          error={errors.name}
          required
          data-testid="addon-name"
        />
        {!addon && (
          <Select
            label={t('subscriptions.catalogue.kind')}
            data={kinds.map((k) => ({ value: k, label: t(`subscriptions.catalogue.kinds.${k}`) }))}
            value={form.kind}
            onChange={(kind) => kind && setForm({ ...form, kind })}
            allowDeselect={false}
          />
        )}
        <RupeeInput
          label={t('subscriptions.catalogue.addonPrice')}
          description={addon ? t('subscriptions.catalogue.priceHint') : undefined}
          value={form.rupees}
          onChange={(rupees) => setForm({ ...form, rupees })}
          error={errors.gross_amount}
          required
          data-testid="addon-price"
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {addon && <PriceHistory prices={addon.prices} />}
      </Stack>
    </FormModal>
  );
}
