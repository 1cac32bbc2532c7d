import { Select, TagsInput, TextInput } from '@mantine/core';
import { customerUpdateBody, type Customer } from '@switchboard/contract/customers';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useCategoriesQuery, useCorrectCustomerMutation } from './api';

/** Staff correct a customer's name, phone, tags or category; the rest is the app's. */
export function CustomerDialog({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: categories } = useCategoriesQuery();
  const [save] = useCorrectCustomerMutation();
  const { form, ...dialog } = useContractForm({
    schema: customerUpdateBody,
    initialValues: {
      name: customer.name,
      phone: customer.phone ?? '',
      tags: customer.tags,
      category_id: customer.category_id ? String(customer.category_id) : null,
    },
    toBody: (v) => ({
      name: v.name.trim(),
      phone: v.phone.trim() === '' ? null : v.phone.trim(),
      tags: v.tags,
      category_id: v.category_id ? Number(v.category_id) : null,
    }),
    fieldOf: (path) => (path.startsWith('tags.') ? 'tags' : path),
    send: (body) => save({ id: customer.id, ...body }),
    success: t('customers.saved'),
    onDone: onClose,
  });

  return (
    <Dialog
      onClose={onClose}
      title={t('customers.editTitle', { name: customer.name })}
      form={dialog}
      submitLabel={t('customers.save')}
      submitDisabled={form.getValues().name.trim() === ''}
      submitTestId="customer-save"
    >
      <TextInput
        label={t('customers.name')}
        {...form.getInputProps('name')}
        maxLength={120}
        data-autofocus
      />
      <TextInput label={t('customers.phone')} {...form.getInputProps('phone')} inputMode="tel" />
      <TagsInput label={t('customers.tags')} {...form.getInputProps('tags')} maxTags={20} />
      <Select
        label={t('customers.category')}
        data={(categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        {...form.getInputProps('category_id')}
        clearable
        searchable
      />
    </Dialog>
  );
}
