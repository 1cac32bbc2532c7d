import { Alert, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { RefusalRemedy } from '../../../ui/refusal-remedy';
import type { useSubmitFlow } from './use-submit-flow';

type Props = {
  flow: ReturnType<typeof useSubmitFlow>;
  onSubmit: () => void;
  label: string;
  testId: string;
  /** Shown under a rule's refusal: the way out of it (assign the missing number). */
  children?: ReactNode;
};

/**
 * The foot of each Create Plan tab: the shared rules' refusal, then the button, busy while
 * the request is on its way and held while a dialog of the flow is open.
 */
export function FlowSubmit({ flow, onSubmit, label, testId, children }: Props) {
  return (
    <>
      {flow.error && (
        <Alert color="red">
          <div data-testid="rule-error">{flow.error}</div>
          {/* The spec's words stay as they are; the way out goes beside them. */}
          <div>
            <RefusalRemedy message={flow.error} />
          </div>
        </Alert>
      )}
      {children}
      <Button
        onClick={onSubmit}
        loading={flow.sending}
        disabled={flow.busy && !flow.sending}
        data-testid={testId}
      >
        {label}
      </Button>
    </>
  );
}
