import { Anchor, Button, Card, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, formatNumber } from '@switchboard/contract/format';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import { errorMessage } from '../../lib/error-message';
import { Fact } from '../../ui/fact';
import { runAction } from '../../ui/run-action';
import { useDisableShortUrlMutation, useShortUrlQuery } from './api';
import { CopyLink } from './copy-link';
import { ShortUrlDialog } from './short-url-dialog';
import { ShortUrlStatusBadge } from './status-badge';
import { VisitsPanel } from './visits-panel';

const qrUrl = (id: number, format: 'svg' | 'png', download = false) =>
  `/api/admin/short-urls/${id}/qr?format=${format}&size=512${download ? '&download=true' : ''}`;

/** One short link: where it goes, its limits, its visits, its QR code; edit or disable it. */
export function ShortUrlDetail() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const ability = useAppAbility();
  const { data: link, error, isLoading } = useShortUrlQuery(id, { skip: !(id > 0) });
  const [disable] = useDisableShortUrlMutation();
  const [editing, setEditing] = useState(false);
  const back = (
    <Anchor component={Link} to="/short-urls" size="sm">
      <IconArrowLeft size={14} /> {t('short-urls.back')}
    </Anchor>
  );
  if (isLoading) return <Loader />;
  if (!link)
    return (
      <Stack>
        {back}
        <Text c="red">{error ? errorMessage(error) : t('short-urls.notFound')}</Text>
      </Stack>
    );
  const disabled = link.status === 'DISABLED';
  return (
    <Stack data-testid="short-url-detail">
      {back}
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h3">
              {link.title ?? link.slug}
            </Title>
            <ShortUrlStatusBadge status={link.status} />
          </Group>
          <CopyLink url={link.short_url} testId="short-url-link" />
        </Stack>
        {!disabled && (
          <Group gap="xs">
            {ability.can('update', 'Growth') && (
              <Button
                variant="default"
                onClick={() => setEditing(true)}
                data-testid="short-url-edit"
              >
                {t('short-urls.edit')}
              </Button>
            )}
            {ability.can('delete', 'Growth') && (
              <Button
                color="red"
                variant="light"
                data-testid="short-url-disable"
                onClick={() =>
                  void runAction({
                    confirm: {
                      title: t('short-urls.disableTitle', { slug: link.slug }),
                      message: t('short-urls.disableText', { url: link.short_url }),
                      confirmLabel: t('short-urls.disable'),
                      danger: true,
                    },
                    run: () => disable(link.id),
                    success: t('short-urls.disabled', { slug: link.slug }),
                  })
                }
              >
                {t('short-urls.disable')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Card withBorder>
        <Group align="flex-start" justify="space-between" wrap="wrap">
          <Stack gap="xs" style={{ flex: 1, minWidth: 260 }}>
            <Fact label={t('short-urls.target')}>
              <Anchor
                href={link.target_url}
                target="_blank"
                rel="noreferrer"
                style={{ wordBreak: 'break-all' }}
              >
                {link.target_url}
              </Anchor>
            </Fact>
            <Fact label={t('short-urls.visits')}>
              {link.max_visits === null
                ? formatNumber(link.visit_count)
                : `${formatNumber(link.visit_count)} / ${formatNumber(link.max_visits)}`}
            </Fact>
            <Fact label={t('short-urls.validity')}>
              {link.valid_since || link.valid_until
                ? `${link.valid_since ? formatDate(link.valid_since) : '…'} – ${link.valid_until ? formatDate(link.valid_until) : '…'}`
                : t('short-urls.always')}
            </Fact>
            <Fact label={t('short-urls.tags')}>{link.tags.join(', ') || '—'}</Fact>
            <Fact label={t('short-urls.forwardQuery')}>
              {link.forward_query ? t('short-urls.yes') : t('short-urls.no')}
            </Fact>
            <Fact label={t('short-urls.created')}>
              {formatDateTime(link.created_at)}
              {link.created_by_name ? ` · ${link.created_by_name}` : ''}
            </Fact>
          </Stack>
          <Stack gap={4} align="center">
            <Image
              src={qrUrl(link.id, 'svg')}
              w={160}
              h={160}
              alt={t('short-urls.qrAlt', { url: link.short_url })}
            />
            <Group gap="xs">
              <Button
                component="a"
                href={qrUrl(link.id, 'svg', true)}
                size="compact-xs"
                variant="light"
                leftSection={<IconDownload size={12} />}
              >
                SVG
              </Button>
              <Button
                component="a"
                href={qrUrl(link.id, 'png', true)}
                size="compact-xs"
                variant="light"
                leftSection={<IconDownload size={12} />}
              >
                PNG
              </Button>
            </Group>
          </Stack>
        </Group>
      </Card>
      <VisitsPanel id={link.id} />
      {editing && <ShortUrlDialog existing={link} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
