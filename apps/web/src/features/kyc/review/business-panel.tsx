import { Alert, Badge, Button, Group, Paper, Select, Stack, Switch, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { KycDetail } from '@switchboard/contract/kyc';
import { formatMessage } from '@switchboard/contract/messages';
import { transitionRefusal, type KycAction } from '@switchboard/contract/rules/kyc';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message';
import { confirmDialog } from '../../../ui/confirm-dialog';
import { toastSuccess } from '../../../ui/toasts';
import { useBvDocListQuery, useBvRejectionMessagesQuery, useToggleBusinessKycMutation, useUpdateBusinessVerificationMutation } from '../api';
import { KycStatusBadge } from '../status-badge';
import { showApiFailed } from '../use-review-actions';
import { openRejectDialog } from './reject-dialog';

/** Spec section 4: async requests are idle, loading, success or failed. */
function requestState(m: { isUninitialized: boolean; isLoading: boolean; isSuccess: boolean }) {
  return m.isUninitialized ? 'idle' : m.isLoading ? 'loading' : m.isSuccess ? 'success' : 'failed';
}

const verbStatus: Record<KycAction, 'APPROVED' | 'REJECTED' | 'INCOMPLETE'> = { approve: 'APPROVED', reject: 'REJECTED', incomplete: 'INCOMPLETE' };

/** Business verification: its status, proof of business type, and whether it is required. */
export function BusinessPanel({ detail, canEdit }: { detail: KycDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const bv = detail.business_kyc;
  const orgId = detail.org.id;
  const { data: reasons = [] } = useBvRejectionMessagesQuery();
  const { data: docs } = useBvDocListQuery();
  const [update, updateState] = useUpdateBusinessVerificationMutation();
  const [toggle, toggleState] = useToggleBusinessKycMutation();
  const [comment, setComment] = useState('');
  const locked = !canEdit || detail.org.deleted;

  async function act(verb: KycAction) {
    let rejection_messages: string[] | undefined;
    if (verb === 'reject') {
      const picked = await openRejectDialog({ title: t('kyc.bv.rejectTitle', { org: detail.org.name }), messages: reasons });
      if (!picked) return;
      rejection_messages = picked;
    } else if (!(await confirmDialog({ title: t(`kyc.bv.${verb}Title`), message: t('kyc.bv.confirm', { action: t(`kyc.actions.${verb}`), org: `${detail.org.name} (${detail.org.product_number ?? t('kyc.noNumber')})` }) }))) return;
    const result = await update({ orgId, version: detail.version, status: verbStatus[verb], ...(rejection_messages ? { rejection_messages } : {}) });
    if ('error' in result) return showApiFailed(result.error);
    toastSuccess(t('kyc.bv.saved'));
  }

  async function changePob(pob: string | null) {
    if (!pob || pob === bv.pob_id) return;
    const result = await update({ orgId, version: detail.version, pob_id: pob });
    if ('error' in result) showApiFailed(result.error);
  }

  async function toggleRequired(required: boolean) {
    const ok = await confirmDialog({ title: t('kyc.bv.toggleTitle'), message: t(required ? 'kyc.bv.toggleOn' : 'kyc.bv.toggleOff', { org: detail.org.name }) });
    if (!ok) return;
    const result = await toggle({ orgId, is_biz_kyc_required: required, comment: comment.trim(), version: detail.version });
    if ('error' in result) {
      // Spec section 8: toggle failures show 'Failed' with the serialized error.
      notifications.show({ title: formatMessage('failed'), message: `${errorMessage(result.error)} ${JSON.stringify(result.error)}`, color: 'red', autoClose: 6000 });
      return;
    }
    setComment('');
    toastSuccess(t('kyc.bv.toggled'));
  }

  const button = (verb: KycAction, color: string) => {
    const why = locked ? t('kyc.review.locked') : transitionRefusal(bv.status, verb, t('kyc.bv.title'));
    return (
      <Button size="xs" color={color} disabled={Boolean(why)} title={why ?? undefined} loading={updateState.isLoading} onClick={() => void act(verb)} data-testid={`bv-${verb}`}>
        {t(`kyc.actions.${verb}`)}
      </Button>
    );
  };

  return (
    <Stack data-testid="business-panel">
      <Paper withBorder p="md">
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={500}>{t('kyc.bv.title')}</Text>
            <KycStatusBadge status={bv.status} />
          </Group>
          <Group gap="xs">
            {button('approve', 'green')}
            {button('reject', 'red')}
            {button('incomplete', 'orange')}
          </Group>
        </Group>
        {bv.status === 'REJECTED' && bv.rejection_messages.length > 0 && <Alert mt="sm" color="red" variant="light">{bv.rejection_messages.join(' · ')}</Alert>}
        <Select mt="sm" w={320} label={t('kyc.docs.pob')} data={(docs?.pob ?? []).map((d) => ({ value: d.id, label: d.name }))} value={bv.pob_id} onChange={(v) => void changePob(v)} disabled={locked} />
        {bv.extra_documents.length > 0 && (
          <Text size="sm" mt="sm">
            {t('kyc.bv.extra')}: {bv.extra_documents.map((d) => d.proof_name).join(', ')}
          </Text>
        )}
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={500}>{t('kyc.bv.required')}</Text>
            <Badge variant="light" data-testid="bv-toggle-state">{t(`kyc.request.${requestState(toggleState)}`)}</Badge>
          </Group>
          <Textarea label={t('kyc.bv.comment')} value={comment} onChange={(e) => setComment(e.currentTarget.value)} maxLength={500} disabled={locked} data-testid="bv-toggle-comment" />
          <Switch
            label={bv.is_biz_kyc_required ? t('kyc.bv.isRequired') : t('kyc.bv.notRequired')}
            checked={bv.is_biz_kyc_required}
            disabled={locked || !comment.trim() || toggleState.isLoading}
            onChange={(e) => void toggleRequired(e.currentTarget.checked)}
            data-testid="bv-toggle"
          />
          {!comment.trim() && !locked && <Text size="xs" c="dimmed">{t('kyc.bv.commentNeeded')}</Text>}
        </Stack>
      </Paper>
    </Stack>
  );
}
