import { Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import {
  createShortUrlBody,
  MAX_TAGS,
  updateShortUrlBody,
  type ShortUrl,
} from '@switchboard/contract/short-urls';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import {
  IndiaDateInput,
  IndiaDates,
  indiaDayEnd,
  indiaDayOf,
  indiaDayStart,
} from '../../ui/india-dates';
import { rangeError, RangeNumberInput } from '../../ui/range-number-input';
import { useContractForm } from '../../ui/use-contract-form';
import { useCreateShortUrlMutation, useUpdateShortUrlMutation } from './api';

const MAX_VISITS = 100_000_000;

type Props = {
  /** The link to edit; none to create one. */
  existing?: ShortUrl;
  onClose: () => void;
  onSaved?: (saved: ShortUrl) => void;
};

/**
 * Creates a short link (slug generated unless one is given) or edits one. The slug never
 * changes once made: printed links and QR codes carry it.
 */
export function ShortUrlDialog({ existing, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [create] = useCreateShortUrlMutation();
  const [update] = useUpdateShortUrlMutation();
  // Cleared on an edit means none (null); left out of a new link means none too.
  const none = existing ? null : undefined;
  const { form, ...dialog } = useContractForm({
    schema: existing ? updateShortUrlBody : createShortUrlBody,
    initialValues: {
      target_url: existing?.target_url ?? '',
      slug: '',
      title: existing?.title ?? '',
      tags: existing?.tags ?? [],
      valid_since: indiaDayOf(existing?.valid_since ?? null),
      valid_until: indiaDayOf(existing?.valid_until ?? null),
      max_visits: (existing?.max_visits ?? '') as number | string,
      forward_query: existing?.forward_query ?? false,
    },
    toBody: (v) => ({
      target_url: v.target_url.trim(),
      ...(existing ? {} : { slug: v.slug.trim() || undefined }),
      title: v.title.trim() || none,
      tags: v.tags,
      valid_since: indiaDayStart(v.valid_since) ?? none,
      valid_until: indiaDayEnd(v.valid_until) ?? none,
      max_visits: v.max_visits === '' ? none : Number(v.max_visits),
      forward_query: v.forward_query,
    }),
    fieldOf: (path) => (path.startsWith('tags.') ? 'tags' : path),
    check: (v) => ({ max_visits: rangeError(v.max_visits, 1, MAX_VISITS) }),
    send: (body) =>
      existing
        ? update({ id: existing.id, ...updateShortUrlBody.parse(body) })
        : create(createShortUrlBody.parse(body)),
    success: (saved) =>
      t(existing ? 'short-urls.saved' : 'short-urls.createdToast', { slug: saved.slug }),
    onDone: (saved) => {
      onSaved?.(saved);
      onClose();
    },
  });

  return (
    <Dialog
      onClose={onClose}
      title={existing ? t('short-urls.editTitle', { slug: existing.slug }) : t('short-urls.new')}
      form={dialog}
      submitLabel={existing ? t('short-urls.save') : t('short-urls.create')}
      data-testid="short-url-form"
      failureTestId="short-url-failure"
    >
      <Stack gap="sm">
        <TextInput
          label={t('short-urls.target')}
          description={t('short-urls.targetHint')}
          {...form.getInputProps('target_url')}
          required
          data-autofocus
          data-testid="short-url-target"
        />
        {!existing && (
          <TextInput
            label={t('short-urls.slug')}
            description={t('short-urls.slugHint')}
            {...form.getInputProps('slug')}
            data-testid="short-url-slug"
          />
        )}
        <TextInput label={t('short-urls.title')} {...form.getInputProps('title')} maxLength={200} />
        <TagsInput
          label={t('short-urls.tags')}
          {...form.getInputProps('tags')}
          maxTags={MAX_TAGS}
          data-testid="short-url-tags"
        />
        <IndiaDates>
          <IndiaDateInput
            label={t('short-urls.validSince')}
            {...form.getInputProps('valid_since')}
            clearable
          />
          <IndiaDateInput
            label={t('short-urls.validUntil')}
            {...form.getInputProps('valid_until')}
            clearable
          />
        </IndiaDates>
        <RangeNumberInput
          label={t('short-urls.maxVisits')}
          description={t('short-urls.maxVisitsHint')}
          min={1}
          max={MAX_VISITS}
          {...form.getInputProps('max_visits')}
        />
        <Switch
          label={t('short-urls.forwardQuery')}
          {...form.getInputProps('forward_query', { type: 'checkbox' })}
        />
      </Stack>
    </Dialog>
  );
}
