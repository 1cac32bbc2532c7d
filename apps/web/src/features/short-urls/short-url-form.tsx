import { Alert, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import {
  createShortUrlBody,
  MAX_TAGS,
  updateShortUrlBody,
  type ShortUrl,
} from '@switchboard/contract/short-urls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { FormModal } from '../../ui/form-modal';
import {
  IndiaDateInput,
  IndiaDates,
  indiaDayEnd,
  indiaDayOf,
  indiaDayStart,
} from '../../ui/india-dates';
import { isWholeInRange, RangeNumberInput } from '../../ui/range-number-input';
import { checkForm } from '../../ui/run-action';
import { toastSuccess } from '../../ui/toasts';
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
export function ShortUrlForm({ existing, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(existing?.target_url ?? '');
  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState(existing?.title ?? '');
  const [tags, setTags] = useState(existing?.tags ?? []);
  const [since, setSince] = useState(indiaDayOf(existing?.valid_since ?? null));
  const [until, setUntil] = useState(indiaDayOf(existing?.valid_until ?? null));
  const [maxVisits, setMaxVisits] = useState<number | string>(existing?.max_visits ?? '');
  const [forwardQuery, setForwardQuery] = useState(existing?.forward_query ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { isLoading: creating }] = useCreateShortUrlMutation();
  const [update, { isLoading: updating }] = useUpdateShortUrlMutation();

  async function submit() {
    setFailure(null);
    if (maxVisits !== '' && !isWholeInRange(maxVisits, 1, MAX_VISITS)) return;
    const values = {
      target_url: target.trim(),
      title: title.trim() || (existing ? null : undefined),
      tags,
      valid_since: indiaDayStart(since) ?? (existing ? null : undefined),
      valid_until: indiaDayEnd(until) ?? (existing ? null : undefined),
      max_visits: maxVisits === '' ? (existing ? null : undefined) : Number(maxVisits),
      forward_query: forwardQuery,
    };
    let result;
    if (existing) {
      const checked = checkForm(updateShortUrlBody, values);
      if (!checked.ok) return setErrors(checked.errors);
      setErrors({});
      result = await update({ id: existing.id, ...checked.data });
    } else {
      const checked = checkForm(createShortUrlBody, { ...values, slug: slug.trim() || undefined });
      if (!checked.ok) return setErrors(checked.errors);
      setErrors({});
      result = await create(checked.data);
    }
    if ('error' in result) return setFailure(errorMessage(result.error));
    toastSuccess(
      t(existing ? 'short-urls.saved' : 'short-urls.createdToast', { slug: result.data.slug }),
    );
    onSaved?.(result.data);
    onClose();
  }

  return (
    <FormModal
      opened
      onClose={onClose}
      title={existing ? t('short-urls.editTitle', { slug: existing.slug }) : t('short-urls.new')}
      onSubmit={submit}
      submitLabel={existing ? t('short-urls.save') : t('short-urls.create')}
      loading={creating || updating}
      data-testid="short-url-form"
    >
      <Stack gap="sm">
        <TextInput
          label={t('short-urls.target')}
          description={t('short-urls.targetHint')}
          value={target}
          onChange={(e) => setTarget(e.currentTarget.value)}
          error={errors.target_url}
          required
          data-autofocus
          data-testid="short-url-target"
        />
        {!existing && (
          <TextInput
            label={t('short-urls.slug')}
            description={t('short-urls.slugHint')}
            value={slug}
            onChange={(e) => setSlug(e.currentTarget.value)}
            error={errors.slug}
            data-testid="short-url-slug"
          />
        )}
        <TextInput
          label={t('short-urls.title')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
          maxLength={200}
        />
        <TagsInput
          label={t('short-urls.tags')}
          value={tags}
          onChange={setTags}
          maxTags={MAX_TAGS}
          error={errors.tags ?? errors['tags.0']}
          data-testid="short-url-tags"
        />
        <IndiaDates>
          <IndiaDateInput
            label={t('short-urls.validSince')}
            value={since}
            onChange={setSince}
            clearable
            error={errors.valid_since}
          />
          <IndiaDateInput
            label={t('short-urls.validUntil')}
            value={until}
            onChange={setUntil}
            clearable
            error={errors.valid_until}
          />
        </IndiaDates>
        <RangeNumberInput
          label={t('short-urls.maxVisits')}
          description={t('short-urls.maxVisitsHint')}
          min={1}
          max={MAX_VISITS}
          value={maxVisits}
          onChange={setMaxVisits}
        />
        <Switch
          label={t('short-urls.forwardQuery')}
          checked={forwardQuery}
          onChange={(e) => setForwardQuery(e.currentTarget.checked)}
        />
        {failure && (
          <Alert color="red" role="alert" data-testid="short-url-failure">
            {failure}
          </Alert>
        )}
      </Stack>
    </FormModal>
  );
}
