import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import {
  addonUnitRupees,
  steppedKinds,
  type AddonKind,
} from '@switchboard/contract/rules/addon-pricing';
import { rupeesToPaise } from '@switchboard/contract/money';
import type { PlanAddon } from '@switchboard/contract/subscriptions';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/money';

export type AddonCounts = Record<number, number>;

type Props = {
  addons: PlanAddon[];
  purchased: number[];
  revenueDuration: number;
  value: AddonCounts;
  onChange: (next: AddonCounts) => void;
};

/**
 * Spec section 5: users and automation step by one with plus and minus; call-recording
 * add-ons are mutually exclusive; purchased ones are disabled and say 'Purchased'.
 */
export function AddonPicker({ addons, purchased, revenueDuration, value, onChange }: Props) {
  const { t } = useTranslation();
  if (addons.length === 0)
    return (
      <Text c="dimmed" size="sm" data-testid="no-addons">
        {t('messages.noAddons')}
      </Text>
    );

  const setCount = (addon: PlanAddon, count: number) => {
    const next = { ...value };
    if (count <= 0) delete next[addon.id];
    else {
      if (addon.kind === 'recording')
        for (const other of addons) if (other.kind === 'recording') delete next[other.id];
      next[addon.id] = count;
    }
    onChange(next);
  };

  return (
    <Stack gap={6} data-testid="addon-picker">
      {addons.map((addon) => {
        const count = value[addon.id] ?? 0;
        const isPurchased = purchased.includes(addon.id);
        const stepped = steppedKinds.includes(addon.kind as AddonKind);
        return (
          <Paper key={addon.id} withBorder p="xs" data-testid={`addon-${addon.slug}`}>
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text size="sm" fw={500}>
                  {addon.name}
                </Text>
                <Text size="xs" c="dimmed">
                  <Money
                    paise={rupeesToPaise(addonUnitRupees(addon.gross_amount, revenueDuration))}
                  />{' '}
                  {t('subscriptions.perUnit')}
                </Text>
              </div>
              {isPurchased ? (
                <Button size="xs" variant="light" disabled>
                  {t('messages.purchased')}
                </Button>
              ) : stepped ? (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    aria-label={t('subscriptions.less', { name: addon.name })}
                    onClick={() => setCount(addon, count - 1)}
                    disabled={count === 0}
                  >
                    <IconMinus size={14} />
                  </ActionIcon>
                  <Text w={28} ta="center" data-testid={`addon-count-${addon.slug}`}>
                    {count}
                  </Text>
                  <ActionIcon
                    variant="default"
                    aria-label={t('subscriptions.more', { name: addon.name })}
                    onClick={() => setCount(addon, count + 1)}
                    disabled={count >= 1000}
                  >
                    <IconPlus size={14} />
                  </ActionIcon>
                </Group>
              ) : (
                <Button
                  size="xs"
                  variant={count ? 'filled' : 'default'}
                  onClick={() => setCount(addon, count ? 0 : 1)}
                  aria-pressed={count > 0}
                >
                  {count ? t('messages.selected') : t('messages.add')}
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
