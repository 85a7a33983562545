import type { FormEvent, ReactNode } from 'react';
import { Modal } from '@/components/Modal';
import { FormFooter, FormStack } from '@/components/form/FormLayout';
import { useAgentFormat } from '../hooks/useAgentFormat';

/** An agent form in a small dialog (transfer, new contract): its fields, then the form's refusal and cancel / submit. */
export function FormDialog({
  title,
  testId,
  submitLabel,
  busy,
  failure,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  submitLabel: string;
  busy: boolean;
  failure?: string;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const f = useAgentFormat();
  return (
    <Modal open onClose={onClose} title={title} size="sm" testId={testId}>
      <FormStack noValidate onSubmit={onSubmit}>
        {children}
        <FormFooter failure={failure} submitLabel={submitLabel} busy={busy} cancel={{ label: f.t('agentCentre.action.cancel'), onClick: onClose }} />
      </FormStack>
    </Modal>
  );
}
