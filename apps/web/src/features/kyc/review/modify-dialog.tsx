import { Button, Group, Select, Stack } from '@mantine/core';
import { modals } from '../../../ui/modals';
import type { KycDetail, ModifyBody } from '@switchboard/contract/kyc';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKycDocListQuery } from '../api';

type Fields = Pick<ModifyBody, 'kyc_template' | 'poa_id' | 'poi_id'>;

function ModifyForm({
  detail,
  onDone,
}: {
  detail: KycDetail;
  onDone: (fields: Fields | null) => void;
}) {
  const { t } = useTranslation();
  const { data: docs } = useKycDocListQuery();
  const [template, setTemplate] = useState<string>(detail.kyc_template);
  const [poa, setPoa] = useState<string | null>(detail.poa_id);
  const [poi, setPoi] = useState<string | null>(detail.poi_id);
  const options = (list: { id: string; name: string }[] = []) =>
    list.map((d) => ({ value: d.id, label: d.name }));
  const changed: Fields = {};
  if (template !== detail.kyc_template)
    changed.kyc_template = template === 'BUSINESS' ? 'BUSINESS' : 'INDIVIDUAL';
  if (poa && poa !== detail.poa_id) changed.poa_id = poa;
  if (poi && poi !== detail.poi_id) changed.poi_id = poi;
  return (
    <Stack>
      <Select
        label={t('kyc.modify.template')}
        data={['INDIVIDUAL', 'BUSINESS'].map((v) => ({ value: v, label: t(`kyc.template.${v}`) }))}
        value={template}
        onChange={(v) => v && setTemplate(v)}
        allowDeselect={false}
      />
      <Select
        label={t('kyc.docs.poa')}
        data={options(docs?.poa)}
        value={poa}
        onChange={setPoa}
        data-testid="modify-poa"
      />
      <Select
        label={t('kyc.docs.poi')}
        data={options(docs?.poi)}
        value={poi}
        onChange={setPoi}
        data-testid="modify-poi"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => onDone(null)}>
          {t('dialog.cancel')}
        </Button>
        <Button
          disabled={Object.keys(changed).length === 0}
          onClick={() => onDone(changed)}
          data-testid="modify-save"
        >
          {t('kyc.modify.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Corrects the template and document types; resolves null on cancel. */
export function openModifyDialog(detail: KycDetail, title: string): Promise<Fields | null> {
  return new Promise((resolve) => {
    const modalId = `modify-${Date.now()}`;
    let settled = false;
    const done = (fields: Fields | null) => {
      if (settled) return;
      settled = true;
      resolve(fields);
      modals.close(modalId);
    };
    modals.open({
      modalId,
      title,
      onClose: () => done(null),
      children: <ModifyForm detail={detail} onDone={done} />,
    });
  });
}
