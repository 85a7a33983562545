import type { FormEvent, ReactNode } from 'react';
import { Modal } from '@/components/Modal';
import { FormFooter, FormStack } from '@/components/form/FormLayout';
import { useAgentFormat } from '../hooks/useAgentFormat';
import { refusalOf, type Refusal } from '../lib/refusal';

/**
 * An agent form in a small dialog (transfer, new contract, salary contract): its fields, then the form's refusal
 * and cancel / submit. `onSubmit` checks the fields and runs the call, and answers the sentence that says it is done
 * (handed to `onDone`, then the dialog closes) or null when a field was refused. A refusal it throws is said on the
 * field the server pinned it to, or under the form (`say` words it when its values need formatting, e.g. money).
 */
export function FormDialog({
  title,
  testId,
  submitLabel,
  busy,
  form,
  say,
  onSubmit,
  onDone,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  submitLabel: string;
  busy: boolean;
  form: { errors: { form?: string }; refuse: (field: string | null, text: string) => void };
  say?: (refusal: Refusal) => string;
  onSubmit: () => Promise<string | null>;
  onDone?: (message: string) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const f = useAgentFormat();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const done = await onSubmit();
      if (done === null) return;
      onDone?.(done);
      onClose();
    } catch (err) {
      const r = refusalOf(err);
      form.refuse(r.field, say ? say(r) : f.t(r.key, r.values));
    }
  };
  return (
    <Modal open onClose={onClose} title={title} size="sm" testId={testId}>
      <FormStack noValidate onSubmit={(e) => void submit(e)}>
        {children}
        <FormFooter failure={form.errors.form} submitLabel={submitLabel} busy={busy} cancel={{ label: f.t('agentCentre.action.cancel'), onClick: onClose }} />
      </FormStack>
    </Modal>
  );
}
