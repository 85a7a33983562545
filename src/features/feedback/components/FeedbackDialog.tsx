import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiMutation } from '@/api/mutation';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { Modal } from '@/components/Modal';
import { SuccessNote } from '@/components/StateMessage';
import { FormAlert } from '@/components/form/FormLayout';
import { Select } from '@/components/form/Select';
import { TextArea } from '@/components/form/TextArea';
import { TextField } from '@/components/form/TextField';
import { noteText } from '@/components/note-text';
import { errorKey } from '@/api/errors';
import { closeFeedback } from '../stores/feedback';
import { theme } from '@/theme/theme';
import { column } from '@/components/column';
import { spread } from '@/components/spread';

/** The platform's bounds (schema FeedbackRequest; §9 leaves them unshown). */
export const FEEDBACK_MAX = 1000;
export const CONTACT_MAX = 100;
const CATEGORIES = ['suggestion', 'problem', 'payment', 'other'] as const;

const Form = styled.form`
  ${column(3.5)};
  label {
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  }
`;

const Field = styled.div`
  ${column(1.5)};
`;

const Note = styled.p<{ error?: boolean }>`
  ${spread({})};
  margin: 0;
  ${(p) => noteText(p.error ? 'danger' : 'muted', 'xs')};
`;

/** Feedback (§7 PUT /wps/feedback): a category, the message and an optional contact; visitors may send it too. */
export function FeedbackDialog() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const id = useId();
  const [category, setCategory] = useState<string>('suggestion');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [touched, setTouched] = useState(false);
  const send = useApiMutation('feedback');
  const [sent, setSent] = useState(false);
  const length = [...content.trim()].length;
  const contentProblem = length === 0 ? t('feedback.required') : length > FEEDBACK_MAX ? t('feedback.tooLong', { max: FEEDBACK_MAX }) : '';
  const contactProblem = contact.trim().length > CONTACT_MAX ? t('feedback.tooLong', { max: CONTACT_MAX }) : '';

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (contentProblem || contactProblem) return;
    try {
      await send.run({ category, content: content.trim(), ...(contact.trim() ? { contact: contact.trim() } : {}) });
      setSent(true);
    } catch {
      // Shown from send.error.
    }
  };

  const formId = `${id}-form`;
  return (
    <Modal
      open
      onClose={closeFeedback}
      title={t('feedback.title')}
      size="sm"
      testId="feedback"
      footer={
        sent ? (
          <Button onClick={closeFeedback}>{t('common.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={closeFeedback}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={send.pending}>
              {t('feedback.send')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <SuccessNote space={6} data-testid="feedback-sent">
          <Icon name="message" size={40} />
          <p>{t('feedback.thanks')}</p>
        </SuccessNote>
      ) : (
        <Form id={formId} onSubmit={submit} noValidate>
          <p style={{ margin: 0 }}>{t('feedback.intro')}</p>
          <Select
            label={t('feedback.category')}
            value={category}
            onChange={setCategory}
            options={CATEGORIES.map((c) => ({ value: c, label: t(`feedback.category.${c}`) }))}
          />
          <Field>
            <label htmlFor={`${id}-content`}>{t('feedback.content')}</label>
            <TextArea
              minHeight={120}
              id={`${id}-content`}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              aria-invalid={(touched && Boolean(contentProblem)) || undefined}
              aria-describedby={`${id}-content-note`}
              aria-required
            />
            <Note id={`${id}-content-note`} error={touched && Boolean(contentProblem)} aria-live="polite">
              <span>{touched ? contentProblem : ''}</span>
              <span>
                {length} / {FEEDBACK_MAX}
              </span>
            </Note>
          </Field>
          <TextField
            id={`${id}-contact`}
            label={t('feedback.contact')}
            hint={t('feedback.contactHint')}
            value={contact}
            onChange={setContact}
            error={touched ? contactProblem || undefined : undefined}
          />
          <FormAlert role="alert">{send.error ? t(errorKey(send.error)) : ''}</FormAlert>
        </Form>
      )}
    </Modal>
  );
}

export default FeedbackDialog;
