import { Select, Stack, TextInput } from '@mantine/core';
import {
  createAddonBody,
  updateAddonBody,
  type CatalogueView,
} from '@switchboard/contract/catalogue';
import { paiseToRupees } from '@switchboard/contract/money';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { paiseOf, RupeeInput } from '../../../ui/rupee-input';
import { useContractForm } from '../../../ui/use-contract-form';
import { useCreateCatalogueAddonMutation, useUpdateCatalogueAddonMutation } from './api';
import { PriceHistory } from './price-history';

type Addon = CatalogueView['addons'][number];
const kinds = ['users', 'automation', 'webhook', 'recording', 'other'] as const;

/** An add-on: a new one (slug, name, kind, price for 30 days), or a new name or price. */
export function AddonDialog({ addon, onClose }: { addon: Addon | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [create] = useCreateCatalogueAddonMutation();
  const [update] = useUpdateCatalogueAddonMutation();
  const { form, ...dialog } = useContractForm({
    schema: addon ? updateAddonBody : createAddonBody,
    initialValues: {
      slug: addon?.slug ?? '',
      name: addon?.name ?? '',
      kind: addon?.kind ?? 'other',
      gross_amount: (addon ? paiseToRupees(addon.gross_amount) : '') as number | '',
    },
    toBody: (v) =>
      addon
        ? { name: v.name, gross_amount: paiseOf(v.gross_amount) }
        : { ...v, gross_amount: paiseOf(v.gross_amount) },
    send: (body) =>
      addon
        ? update({ id: addon.id, body: updateAddonBody.parse(body) })
        : create(createAddonBody.parse(body)),
    onDone: onClose,
  });

  return (
    <Dialog
      onClose={onClose}
      title={
        addon
          ? t('subscriptions.catalogue.editAddon', { name: addon.name })
          : t('subscriptions.catalogue.newAddon')
      }
      form={dialog}
      submitLabel={t('subscriptions.catalogue.save')}
      data-testid="addon-form"
    >
      <Stack gap="sm">
        {!addon && (
          <TextInput
            label={t('subscriptions.catalogue.slug')}
            description={t('subscriptions.catalogue.slugHint')}
            {...form.getInputProps('slug')}
            required
            data-testid="addon-slug"
          />
        )}
        <TextInput
          label={t('subscriptions.catalogue.name')}
          {...form.getInputProps('name')}
          required
          data-testid="addon-name"
        />
        {!addon && (
          <Select
            label={t('subscriptions.catalogue.kind')}
            data={kinds.map((k) => ({ value: k, label: t(`subscriptions.catalogue.kinds.${k}`) }))}
            {...form.getInputProps('kind')}
            allowDeselect={false}
          />
        )}
        <RupeeInput
          label={t('subscriptions.catalogue.addonPrice')}
          description={addon ? t('subscriptions.catalogue.priceHint') : undefined}
          {...form.getInputProps('gross_amount')}
          required
          data-testid="addon-price"
        />
        {addon && <PriceHistory prices={addon.prices} />}
      </Stack>
    </Dialog>
  );
}
