import { modals as mantineModals } from '@mantine/modals';

/**
 * Mantine's dialogs, opened as `modals.open…` opens them, for a provider that mounts just after
 * the console's first screen (app/console-overlays.tsx). Mantine's calls are events that only a
 * mounted provider hears: one made before (a dialog asked for as the page loads) would be lost,
 * so until then they wait here, in order. Each dialog's id is made here, so the caller has it
 * at once. The only way the console opens a dialog (lint forbids `@mantine/modals` elsewhere).
 */
let mounted = false;
const waiting: (() => void)[] = [];
let opened = 0;

function whenMounted(work: () => void): void {
  if (mounted) work();
  else waiting.push(work);
}

/**
 * The dialogs' provider is in the page (console-overlays.tsx, from an effect, which runs after
 * the provider's own have started listening): the waiting calls run now. Returns what to call
 * when it leaves the page (tests render many consoles, one after another).
 */
export function dialogsMounted(): () => void {
  mounted = true;
  for (const work of waiting.splice(0)) work();
  return () => {
    mounted = false;
  };
}

type OpenProps = Parameters<typeof mantineModals.open>[0];
type ConfirmProps = Parameters<typeof mantineModals.openConfirmModal>[0];

const idOf = (props: { modalId?: string }) => props.modalId ?? `dialog-${(opened += 1)}`;

export const modals = {
  open(props: OpenProps): string {
    const modalId = idOf(props);
    whenMounted(() => mantineModals.open({ ...props, modalId }));
    return modalId;
  },
  openConfirmModal(props: ConfirmProps): string {
    const modalId = idOf(props);
    whenMounted(() => mantineModals.openConfirmModal({ ...props, modalId }));
    return modalId;
  },
  close(modalId: string): void {
    whenMounted(() => mantineModals.close(modalId));
  },
};
