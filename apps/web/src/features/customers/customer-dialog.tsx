import { Alert, Button, Group, Modal, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import type { Customer } from '@switchboard/contract/customers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { toastSuccess } from '../../ui/toasts';
import { useCategoriesQuery, useCorrectCustomerMutation } from './api';

/** Staff correct a customer's name, phone, tags or category; the rest is the app's. */
export function CustomerDialog({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(customer.name);
  const [phone, setPhone] = useState(customer.phone ?? '');
  const [tags, setTags] = useState(customer.tags);
  const [categoryId, setCategoryId] = useState(
    customer.category_id ? String(customer.category_id) : null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const { data: categories } = useCategoriesQuery();
  const [save, { isLoading }] = useCorrectCustomerMutation();

  async function submit() {
    setFailure(null);
    const result = await save({
      id: customer.id,
      name: name.trim(),
      phone: phone.trim() === '' ? null : phone.trim(),
      tags,
      category_id: categoryId ? Number(categoryId) : null,
    });
    if ('error' in result) {
      setFailure(errorMessage(result.error));
      return;
    }
    toastSuccess(t('customers.saved'));
    onClose();
  }

  return (
    <Modal opened onClose={onClose} title={t('customers.editTitle', { name: customer.name })}>
      <Stack>
        <TextInput
          label={t('customers.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={120}
          data-autofocus
        />
        <TextInput
          label={t('customers.phone')}
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          inputMode="tel"
        />
        <TagsInput label={t('customers.tags')} value={tags} onChange={setTags} maxTags={20} />
        <Select
          label={t('customers.category')}
          data={(categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={categoryId}
          onChange={setCategoryId}
          clearable
          searchable
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('customers.cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={isLoading}
            disabled={name.trim() === ''}
            data-testid="customer-save"
          >
            {t('customers.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
