import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useApiMutation } from '@/api/mutation';
import { ApiError, errorKey } from '@/api/errors';
import { Button } from '@/components/Button';
import { TextField } from '@/components/form/TextField';
import { session, setMember } from '@/session/session';
import { NICKNAME_MAX, NICKNAME_MIN, nicknameProblem, normaliseNickname } from '../lib/nickname';
import { theme } from '@/theme/theme';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space(2)};
  max-width: 360px;
  margin-top: ${theme.space(4)};
`;

/** The nickname with its edit button (My account's list); the form opens below the list (NicknameForm). */
export function NicknameValue({ nickname, onEdit }: { nickname: string; onEdit: () => void }) {
  const intl = useIntl();
  return (
    <Row>
      <span data-testid="nickname-value">{nickname || '—'}</span>
      <Button variant="ghost" size="sm" onClick={onEdit} data-testid="nickname-edit">
        {intl.formatMessage({ id: 'memberCentre.nicknameEdit' })}
      </Button>
    </Row>
  );
}

/**
 * The nickname edit form: checked here by the same rule as the platform, then
 * sent; a refusal (the platform's INVALID_FIELD, or any other) shows under the
 * field in the player's language.
 */
export function NicknameForm({ nickname, onDone }: { nickname: string; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const save = useApiMutation('memberNickname', { invalidates: ['memberInfo'] });
  const [value, setValue] = useState(nickname);
  const [error, setError] = useState<string | null>(null);

  const problemText = (p: string) => t(`memberCentre.nicknameError.${p}`, { min: NICKNAME_MIN, max: NICKNAME_MAX });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = nicknameProblem(value);
    if (problem) return setError(problemText(problem));
    setError(null);
    try {
      const saved = await save.run({ nickname: normaliseNickname(value) });
      if (session.member) setMember({ ...session.member, nickname: saved.nickname });
      onDone();
    } catch (err) {
      const reason = err instanceof ApiError && err.code === 'INVALID_FIELD' ? (err.details as { reason?: string } | undefined)?.reason : undefined;
      setError(reason === 'empty' ? problemText('empty') : reason === 'pattern' ? problemText('characters') : t(errorKey(err)));
    }
  };

  return (
    <Form onSubmit={submit} noValidate data-testid="nickname-form">
      <TextField
        id="member-nickname"
        label={t('memberCentre.nickname')}
        value={value}
        onChange={(v) => {
          setValue(v);
          if (error) setError(null);
        }}
        error={error ?? undefined}
        hint={t('memberCentre.nicknameHint', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
        maxLength={NICKNAME_MAX + 8}
        autoComplete="nickname"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the field the player just asked to edit
        autoFocus
        required
      />
      <Row>
        <Button type="submit" size="sm" loading={save.pending} data-testid="nickname-save">
          {t('memberCentre.nicknameSave')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </Row>
    </Form>
  );
}
