import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { dialogsMounted } from '../ui/modals';
import { TOAST_AUTO_CLOSE_MS } from '../ui/toasts';
import toastClasses from '../ui/toasts.module.css';

/**
 * Where dialogs and toasts show. Both are opened through their stores (ui/modals.ts, which
 * holds a dialog asked for before this mounts, and `notifications.show`), never through a
 * context, so they can mount just after the first screen: Modal, its focus trap and scroll
 * lock, Mantine's scroll area and floating-ui (which the scroll area pulls in) stay out of what
 * the dashboard waits for (bundle-budget.mjs).
 */
export default function ConsoleOverlays() {
  useEffect(dialogsMounted, []);
  return (
    <>
      <ModalsProvider />
      <Notifications
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        classNames={toastClasses}
      />
    </>
  );
}
