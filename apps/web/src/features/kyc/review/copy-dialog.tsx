import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '../../../ui/modals';
import type { KycDetail } from '@switchboard/contract/kyc';
import { formatMessage } from '@switchboard/contract/messages';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../ui/confirm-dialog';
import { toastSuccess } from '../../../ui/toasts';
import { errorMessage } from '../../../lib/error-message';
import { useCopyKycMutation, useKycDetailQuery, useKycSearchQuery } from '../api';
import { showApiFailed } from '../use-review-actions';

type Part = 'kyc' | 'bv' | 'fup';
const label = (
  o: { org_name: string; product_number: string | null; org_id: number },
  none: string,
) => `${o.org_name} · ${o.product_number ?? none} · #${o.org_id}`;

/** What the destination has now of the part being copied. */
function currentStatus(detail: KycDetail, part: Part, t: TFunction): string {
  if (part === 'fup')
    return t(`kyc.digio.fup.${detail.fup_status ?? 'NONE'}`, {
      defaultValue: detail.fup_status ?? '',
    });
  return t(
    `kyc.status.${part === 'kyc' ? detail.status : (detail.business_kyc.status ?? 'NOT_SUBMITTED')}`,
  );
}

function CopyForm({ detail, onDone }: { detail: KycDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const [part, setPart] = useState<Part>('kyc');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [target, setTarget] = useState<{ value: string; label: string } | null>(null);
  const { data, isFetching } = useKycSearchQuery(
    { text: debounced, page: 1, page_size: 8 },
    { skip: debounced.trim().length < 2 },
  );
  const [copy, state] = useCopyKycMutation();
  // The destination as it stands now, so the reviewer sees what the copy replaces.
  const destination = useKycDetailQuery(Number(target?.value), { skip: !target });
  const current =
    destination.data && !destination.isFetching ? currentStatus(destination.data, part, t) : null;
  const options = (data?.rows ?? [])
    .filter((r) => r.org_id !== detail.org.id)
    .map((r) => ({ value: String(r.org_id), label: label(r, t('kyc.noNumber')) }));
  const source = label(
    { org_name: detail.org.name, product_number: detail.org.product_number, org_id: detail.org.id },
    t('kyc.noNumber'),
  );

  async function submit() {
    if (!target || !current) return;
    const what = t(`kyc.copy.part.${part}`);
    const ok = await confirmDialog({
      title: t('kyc.copy.title'),
      message: t('kyc.copy.confirm', { what, from: source, to: target.label, current }),
      confirmLabel: t('kyc.copy.submit'),
    });
    if (!ok) return;
    const result = await copy({
      part,
      source_org_id: detail.org.id,
      destination_org_id: Number(target.value),
    });
    if ('error' in result) return showApiFailed(result.error);
    toastSuccess(formatMessage('kycCopied'));
    onDone();
  }

  return (
    <Stack>
      <Text size="sm">{t('kyc.copy.from', { from: source })}</Text>
      <SegmentedControl
        value={part}
        onChange={(v) => setPart(v as Part)}
        data={(['kyc', 'bv', 'fup'] as const).map((p) => ({
          value: p,
          label: t(`kyc.copy.part.${p}`),
        }))}
      />
      <Select
        label={t('kyc.copy.to')}
        placeholder={t('kyc.copy.searchPlaceholder')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={
          target && !options.some((o) => o.value === target.value) ? [target, ...options] : options
        }
        value={target?.value ?? null}
        onChange={(id) =>
          setTarget(options.find((o) => o.value === id) ?? (id === target?.value ? target : null))
        }
        filter={({ options: all }) => all}
        nothingFoundMessage={
          debounced.trim().length < 2
            ? t('kyc.copy.typeMore')
            : isFetching
              ? t('app.loading')
              : t('kyc.copy.noMatch')
        }
        data-testid="copy-target"
      />
      {target && (
        <Stack gap={2}>
          <Text size="sm" data-testid="copy-target-label">
            {t('kyc.copy.target', { to: target.label })}
          </Text>
          <Text size="sm" c="dimmed" data-testid="copy-target-status">
            {destination.error
              ? errorMessage(destination.error)
              : t('kyc.copy.current', {
                  what: t(`kyc.copy.part.${part}`),
                  current: current ?? t('kyc.copy.checking'),
                })}
          </Text>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('dialog.cancel')}
        </Button>
        <Button
          disabled={!target || !current}
          loading={state.isLoading}
          onClick={() => void submit()}
          data-testid="copy-submit"
        >
          {t('kyc.copy.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

export function openCopyDialog(detail: KycDetail, title: string): void {
  const modalId = `copy-${Date.now()}`;
  modals.open({
    modalId,
    title,
    size: 'lg',
    children: <CopyForm detail={detail} onDone={() => modals.close(modalId)} />,
  });
}
