import { Group, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ViewerChoice {
  id: string;
  label: string;
}

export interface DocumentCompareProps {
  documents: ViewerChoice[];
  /** The documents shown: one, or two side by side. */
  value: [string, string | null];
  onChange: (value: [string, string | null]) => void;
  /** Renders one document (the caller resolves its display URL). */
  renderPane: (id: string) => ReactNode;
}

/**
 * Documents side by side (front and back, or proof and photo): each side picks any of the
 * documents; switching comparison off shows one document at full width.
 */
export function DocumentCompare({ documents, value, onChange, renderPane }: DocumentCompareProps) {
  const { t } = useTranslation();
  const [left, right] = value;
  const options = documents.map((d) => ({ value: d.id, label: d.label }));
  const partnerOf = (id: string) => documents.find((d) => d.id !== id)?.id ?? null;
  return (
    <Stack gap="sm">
      <Group align="end">
        <Select
          label={t('viewer.left')}
          data={options}
          value={left}
          allowDeselect={false}
          onChange={(id) => id && onChange([id, right])}
          w={260}
          data-testid="viewer-left"
        />
        {right !== null && (
          <Select
            label={t('viewer.right')}
            data={options}
            value={right}
            allowDeselect={false}
            onChange={(id) => id && onChange([left, id])}
            w={260}
            data-testid="viewer-right"
          />
        )}
        <Switch
          label={t('viewer.sideBySide')}
          checked={right !== null}
          disabled={documents.length < 2}
          onChange={(event) =>
            onChange([left, event.currentTarget.checked ? partnerOf(left) : null])
          }
          data-testid="viewer-side-by-side"
        />
      </Group>
      <SimpleGrid cols={right === null ? 1 : 2}>
        <div key={`left-${left}`}>{renderPane(left)}</div>
        {right !== null && <div key={`right-${right}`}>{renderPane(right)}</div>}
      </SimpleGrid>
    </Stack>
  );
}
