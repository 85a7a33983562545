import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Modal } from './Modal';
import { Button } from './Button';
import { theme } from '@/theme/theme';

export interface AlertDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** The confirm button's words: "Confirm" in the reader's language unless the action needs its own. */
  confirmLabel?: ReactNode;
  onConfirm: () => void;
  /** With a cancel label the dialog is a confirmation; without, a plain notice. */
  cancelLabel?: ReactNode;
  onCancel?: () => void;
  /** Shows the confirm button busy (e.g. while signing out). */
  confirming?: boolean;
  danger?: boolean;
}

const Message = styled.div`
  margin: 0;
  color: ${theme.colours.text};
  line-height: ${theme.font.lineHeight.normal};
`;

/** A short notice or confirmation on the generic Modal; Escape and outside click count as cancel. */
export function AlertDialog({ open, title, message, confirmLabel, onConfirm, cancelLabel, onCancel, confirming, danger }: AlertDialogProps) {
  const dismiss = onCancel ?? onConfirm;
  return (
    <Modal
      open={open}
      onClose={dismiss}
      title={title}
      size="sm"
      role="alertdialog"
      hideClose
      footer={
        <>
          {cancelLabel && (
            <Button variant="secondary" onClick={dismiss}>
              {cancelLabel}
            </Button>
          )}
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={confirming}>
            {confirmLabel ?? <FormattedMessage id="common.confirm" />}
          </Button>
        </>
      }
    >
      <Message>{message}</Message>
    </Modal>
  );
}
