import { ActionIcon, Alert, Box, Center, Group, Loader, Paper, Text, Tooltip } from '@mantine/core';
import { IconRotateClockwise, IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface PaneDocument {
  label: string;
  /** A display URL (signed, short-lived); null while it is being fetched. */
  url: string | null;
  contentType: string | null;
  loading?: boolean;
  error?: string | null;
}

export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4];

const isPdf = (doc: PaneDocument) => doc.contentType === 'application/pdf';

/**
 * One document with its own zoom and rotation. Images scale and turn in place and scroll
 * when larger than the pane; PDFs render inline in the browser's viewer, which zooms them.
 * Keys while focused: + and - zoom, 0 resets, r rotates.
 */
export function DocumentPane({ doc, height = 460 }: { doc: PaneDocument; height?: number }) {
  const { t } = useTranslation();
  const [zoomIndex, setZoomIndex] = useState(ZOOM_STEPS.indexOf(1));
  const [rotation, setRotation] = useState(0);
  const zoom = ZOOM_STEPS[zoomIndex] ?? 1;
  const pdf = isPdf(doc);
  const zoomBy = (step: number) =>
    setZoomIndex((i) => Math.min(ZOOM_STEPS.length - 1, Math.max(0, i + step)));
  const reset = () => {
    setZoomIndex(ZOOM_STEPS.indexOf(1));
    setRotation(0);
  };
  const rotate = () => setRotation((r) => (r + 90) % 360);

  function onKeyDown(event: KeyboardEvent) {
    if (pdf) return;
    const actions: Record<string, () => void> = {
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      '0': reset,
      r: rotate,
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      event.stopPropagation();
      action();
    }
  }

  function body() {
    if (doc.error) return <Alert color="red">{doc.error}</Alert>;
    if (doc.loading || !doc.url)
      return (
        <Center h={height}>
          <Loader size="sm" />
        </Center>
      );
    if (pdf)
      return (
        <iframe
          src={doc.url}
          title={doc.label}
          style={{ width: '100%', height, border: 0 }}
          data-testid="document-pdf"
        />
      );
    const quarterTurn = rotation % 180 !== 0;
    return (
      <Box style={{ overflow: 'auto', height }} data-testid="document-scroll">
        <Center
          mih={height}
          miw="100%"
          style={{
            width: `${Math.max(100, zoom * 100)}%`,
            height: quarterTurn ? `${Math.max(100, zoom * 100)}%` : undefined,
          }}
        >
          <img
            src={doc.url}
            alt={doc.label}
            data-testid="document-image"
            data-zoom={zoom}
            data-rotation={rotation}
            style={{
              maxWidth: '100%',
              maxHeight: height - 16,
              transform: `scale(${zoom}) rotate(${rotation}deg)`,
              transformOrigin: 'center',
              transition: 'transform 120ms ease-out',
            }}
          />
        </Center>
      </Box>
    );
  }

  return (
    <Paper
      withBorder
      p="xs"
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-label={doc.label}
      data-testid="document-pane"
    >
      {/* On a phone the zoom and turn buttons go below the name rather than past the edge. */}
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Text fw={500} size="sm" truncate style={{ flex: '1 1 8rem', minWidth: 0 }}>
          {doc.label}
        </Text>
        {!pdf && (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('viewer.zoomOut')}>
              <ActionIcon
                variant="default"
                aria-label={t('viewer.zoomOut')}
                onClick={() => zoomBy(-1)}
                disabled={zoomIndex === 0}
              >
                <IconZoomOut size={16} />
              </ActionIcon>
            </Tooltip>
            <Text size="xs" w={40} ta="center" data-testid="zoom-level">
              {Math.round(zoom * 100)}%
            </Text>
            <Tooltip label={t('viewer.zoomIn')}>
              <ActionIcon
                variant="default"
                aria-label={t('viewer.zoomIn')}
                onClick={() => zoomBy(1)}
                disabled={zoomIndex === ZOOM_STEPS.length - 1}
              >
                <IconZoomIn size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('viewer.rotate')}>
              <ActionIcon variant="default" aria-label={t('viewer.rotate')} onClick={rotate}>
                <IconRotateClockwise size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('viewer.reset')}>
              <ActionIcon variant="default" aria-label={t('viewer.reset')} onClick={reset}>
                <IconZoomReset size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      {body()}
    </Paper>
  );
}
