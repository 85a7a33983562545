import type { FormEvent } from 'react';
import { refusalOf, type Refusal } from '../lib/refusal';
import { useAgentFormat } from './useAgentFormat';
import { useFields } from './useFields';

/** What an agent form dialog's opener hears: it closed, after the sentence that says it is done when it was. */
export interface DialogExits {
  onClose: () => void;
  onDone?: (message: string) => void;
}

/** What FormDialog draws from: the form's own refusal, whether its call is in flight, submit and cancel. */
export interface FormDialogState {
  errors: { form?: string };
  busy: boolean;
  submit: (e: FormEvent) => Promise<void>;
  close: () => void;
}

/**
 * An agent form dialog (transfer, new contract, salary contract): its fields (useFields) and what submitting does.
 * `onSubmit` checks the fields and runs the call, and answers the sentence that says it is done (handed to `onDone`,
 * then the dialog closes) or null when a field was refused. A refusal it throws is said on the field the server
 * pinned it to, or under the form (`say` words it when its values need formatting, e.g. money).
 */
export function useFormDialog<K extends string>(
  initial: Record<K, string>,
  { busy, onSubmit, say, onDone, onClose }: DialogExits & { busy: boolean; onSubmit: () => Promise<string | null>; say?: (refusal: Refusal) => string },
) {
  const f = useAgentFormat();
  const fields = useFields(initial);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const done = await onSubmit();
      if (done === null) return;
      onDone?.(done);
      onClose();
    } catch (err) {
      const r = refusalOf(err);
      fields.refuse(r.field, say ? say(r) : f.t(r.key, r.values));
    }
  };
  return { ...fields, busy, submit, close: onClose } satisfies FormDialogState;
}
