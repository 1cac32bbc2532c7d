import { ActionIcon, Box, Button, Group, Menu, Text, Tooltip } from '@mantine/core';
import type { SavedView } from '@switchboard/contract/saved-views';
import {
  IconBookmarks,
  IconCheck,
  IconChevronDown,
  IconDeviceFloppy,
  IconLink,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SavedViewsProps } from '../../lib/slots';
import { runAction } from '../../ui/run-action';
import { toastError, toastSuccess } from '../../ui/toasts';
import { useDeleteViewMutation, useSavedViewsQuery } from './api';
import { SaveViewDialog } from './save-view-dialog';
import { sameView, viewHref, viewQueryOf } from './view-query';

/**
 * A list's "Views" menu (beside its filters, through lib/slots): the staff member's saved
 * views of this list, each reopening the list's URL as it was saved; "Save current view…";
 * "Copy link", since a view is shared by its link, not by its name.
 */
export default function SavedViewsMenu({ list }: SavedViewsProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [saving, setSaving] = useState(false);
  const { data: views = [] } = useSavedViewsQuery(list);
  const [remove] = useDeleteViewMutation();

  async function onDelete(view: SavedView) {
    setOpened(false);
    await runAction({
      confirm: {
        title: t('saved-views.deleteTitle'),
        message: t('saved-views.deleteText', { name: view.name }),
        confirmLabel: t('saved-views.delete'),
        danger: true,
      },
      run: () => remove(view),
      success: t('messages.savedViewDeleted', { name: view.name }),
    });
  }

  async function copyLink() {
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      toastSuccess(t('saved-views.linkCopied'));
    } catch {
      // An address that is not https (or a browser that refuses) has no clipboard to write to.
      toastError(t('saved-views.copyFailed', { url }));
    }
  }

  return (
    <>
      <Menu opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={300}>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconBookmarks size={16} />}
            rightSection={<IconChevronDown size={14} />}
            data-testid="saved-views-menu"
          >
            {t('saved-views.views')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown data-testid="saved-views-dropdown">
          <Menu.Label>{t('saved-views.myViews')}</Menu.Label>
          {views.length === 0 && (
            <Text size="sm" c="dimmed" px="sm" py={6} data-testid="saved-views-empty">
              {t('saved-views.none')}
            </Text>
          )}
          {views.map((view) => {
            const shown = sameView(view.query, search);
            return (
              // The delete button sits beside the item, not in it: a button never holds a button.
              <Group key={view.id} gap={0} wrap="nowrap" data-testid="saved-view">
                <Menu.Item
                  style={{ flex: 1, minWidth: 0 }}
                  leftSection={
                    shown ? (
                      <IconCheck size={14} aria-label={t('saved-views.current')} />
                    ) : (
                      <Box w={14} />
                    )
                  }
                  onClick={() => navigate(viewHref(pathname, view.query))}
                  aria-label={t('saved-views.open', { name: view.name })}
                >
                  <Text size="sm" truncate>
                    {view.name}
                  </Text>
                </Menu.Item>
                <Tooltip label={t('saved-views.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('saved-views.deleteView', { name: view.name })}
                    onClick={() => void onDelete(view)}
                    data-testid="saved-view-delete"
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            );
          })}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconDeviceFloppy size={14} />}
            onClick={() => setSaving(true)}
            data-testid="save-view"
          >
            {t('saved-views.save')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconLink size={14} />}
            onClick={() => void copyLink()}
            data-testid="copy-view-link"
          >
            {t('saved-views.copyLink')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {saving && (
        <SaveViewDialog list={list} query={viewQueryOf(search)} onClose={() => setSaving(false)} />
      )}
    </>
  );
}
