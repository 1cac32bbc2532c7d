import { notifications } from '@mantine/notifications';

/** Spec section 9: toasts close after 2000 ms. */
export const TOAST_AUTO_CLOSE_MS = 2000;

export function toastSuccess(message: string): void {
  notifications.show({ message, color: 'green', autoClose: TOAST_AUTO_CLOSE_MS });
}

export function toastError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: TOAST_AUTO_CLOSE_MS });
}
