import { Button, type ButtonProps } from '@mantine/core';
import { IconPhonePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../lib/api/config-api';
import { NumberDialog } from './action-dialogs';

/**
 * 'Assign {product} number' for an org that has none. Without a number a non-lite org is
 * refused every plan, and the other way in (a subscription row's actions) needs a subscription:
 * this is the way out of that dead end, confirmed and answered like the row action.
 */
export function AssignNumberButton({
  orgId,
  ...button
}: { orgId: number } & Pick<ButtonProps, 'size' | 'variant'>) {
  const { t } = useTranslation();
  const product = useProduct();
  const [open, setOpen] = useState(false);
  const title = t('subscriptions.actions.assignNumber', { product: product.name });
  return (
    <>
      <Button
        variant="light"
        size="sm"
        {...button}
        leftSection={<IconPhonePlus size={16} />}
        onClick={() => setOpen(true)}
        data-testid="assign-number"
      >
        {title}
      </Button>
      {open && (
        <NumberDialog
          orgId={orgId}
          currentNumber={null}
          title={title}
          onDone={() => setOpen(false)}
        />
      )}
    </>
  );
}
