import type { ReactNode } from 'react';
import { Modal } from '@/components/Modal';
import { FormFooter, FormStack } from '@/components/form/FormLayout';
import { useAgentFormat } from '../hooks/useAgentFormat';
import type { FormDialogState } from '../hooks/useFormDialog';

/**
 * An agent form in a small dialog (transfer, new contract, salary contract): its fields, then the form's refusal
 * and cancel / submit. What submitting does is the dialog's `form` (useFormDialog).
 */
export function FormDialog({
  title,
  testId,
  submitLabel,
  form,
  children,
}: {
  title: string;
  testId: string;
  submitLabel: string;
  form: FormDialogState;
  children: ReactNode;
}) {
  const f = useAgentFormat();
  return (
    <Modal open onClose={form.close} title={title} size="sm" testId={testId}>
      <FormStack noValidate onSubmit={(e) => void form.submit(e)}>
        {children}
        <FormFooter
          failure={form.errors.form}
          submitLabel={submitLabel}
          busy={form.busy}
          cancel={{ label: f.t('agentCentre.action.cancel'), onClick: form.close }}
        />
      </FormStack>
    </Modal>
  );
}
