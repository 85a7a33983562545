import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Promotion } from '@/api/models';
import { useApiMutation } from '@/api/mutation';
import { Button } from '@/components/Button';
import { centredColumn } from '@/components/centred-column';
import { equalColumns } from '@/components/grid-list';
import { Icon } from '@/components/Icon';
import { Modal } from '@/components/Modal';
import { FormAlert } from '@/components/form/FormLayout';
import { TextArea } from '@/components/form/TextArea';
import { noteText } from '@/components/note-text';
import { COMMENT_MAX, IMAGE_TYPES, IMAGES_MAX, commentLength, pickImages, toBase64, type ImageProblem, type ImageType } from '../lib/application';
import { promotionErrorKey } from '../lib/errors';
import { theme } from '@/theme/theme';
import { column } from '@/components/column';

const Field = styled.div`
  ${column(1.5)};
  margin-bottom: ${theme.space(4)};
  label,
  .label {
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  }
`;

const Counter = styled.span<{ over: boolean }>`
  align-self: flex-end;
  ${(p) => noteText(p.over ? 'danger' : 'muted', 'xs')};
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.p<{ error?: boolean }>`
  margin: 0;
  ${(p) => noteText(p.error ? 'danger' : 'muted', 'xs')};
`;

const Previews = styled.ul`
  ${equalColumns(3, 2)};
  list-style: none;
`;

const Preview = styled.li`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colours.surfaceSunken};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  button {
    position: absolute;
    top: 4px;
    right: 4px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border: 0;
    border-radius: 50%;
    background: ${theme.colours.overlay};
    color: #fff;
    cursor: pointer;
  }
`;

const AddTile = styled.label`
  ${centredColumn(1)};
  justify-content: center;
  aspect-ratio: 1;
  border: 1px dashed ${theme.colours.border};
  border-radius: ${theme.radius.md};
  ${noteText('muted', 'xs')};
  cursor: pointer;
  &:focus-within {
    outline: 2px solid ${theme.colours.primary};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

interface Chosen {
  file: File;
  url: string;
}

/**
 * Activity application (§3, §5): a comment (≤ 140 characters) and up to 3 PNG
 * or JPG images (≤ 5 MB each) with previews. Files are checked by type and
 * size when picked, each refusal said by name; images upload one by one, then
 * the application names them.
 */
export function ApplicationDialog({ promotion, onClose, onDone }: { promotion: Promotion; onClose: () => void; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const commentId = useId();
  const [comment, setComment] = useState('');
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const upload = useApiMutation('promotionImage');
  const apply = useApiMutation('promotionApply', { invalidates: ['promotionStates', 'rewardCenter'] });
  const urls = useRef<string[]>([]);

  // Object URLs live as long as the dialog.
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const length = commentLength(comment);
  const over = length > COMMENT_MAX;
  const problemText = (name: string, problem: ImageProblem) => t(`promotions.apply.refused.${problem}`, { name, max: IMAGES_MAX });

  const onPick = (files: FileList | null) => {
    if (!files) return;
    const { accepted, refused } = pickImages(Array.from(files), chosen.length);
    const next = accepted.map((file) => {
      const url = URL.createObjectURL(file);
      urls.current.push(url);
      return { file, url };
    });
    setChosen((c) => [...c, ...next]);
    setRefusals(refused.map((r) => problemText(r.file.name, r.problem)));
  };

  const remove = (i: number) => setChosen((c) => c.filter((_, j) => j !== i));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (over || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const imageIds: number[] = [];
      for (const { file } of chosen) {
        const image = await upload.run({ type: file.type as ImageType, data: await toBase64(file) });
        imageIds.push(image.imageId);
      }
      await apply.run({ promotionId: promotion.id, comment: comment.trim(), imageIds });
      onDone();
      onClose();
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(false);
    }
  };

  const formId = `${commentId}-form`;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('promotions.apply.title', { title: promotion.title })}
      size="sm"
      testId="application-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={over}>
            {t('promotions.apply.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field>
          <label htmlFor={commentId}>{t('promotions.apply.comment')}</label>
          <TextArea
            id={commentId}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            aria-invalid={over || undefined}
            aria-describedby={`${commentId}-count`}
            placeholder={t('promotions.apply.commentPlaceholder')}
          />
          <Counter id={`${commentId}-count`} over={over} aria-live="polite">
            {over ? t('promotions.apply.commentTooLong', { max: COMMENT_MAX }) : `${length} / ${COMMENT_MAX}`}
          </Counter>
        </Field>
        <Field>
          <span className="label" id={`${commentId}-images`}>
            {t('promotions.apply.images', { max: IMAGES_MAX })}
          </span>
          <Previews aria-labelledby={`${commentId}-images`} data-testid="application-previews">
            {chosen.map((c, i) => (
              <Preview key={c.url}>
                <img src={c.url} alt={c.file.name} />
                <button type="button" onClick={() => remove(i)} aria-label={t('promotions.apply.remove', { name: c.file.name })}>
                  <Icon name="close" size={16} />
                </button>
              </Preview>
            ))}
            {chosen.length < IMAGES_MAX && (
              <li>
                <AddTile>
                  <Icon name="plus" size={20} />
                  {t('promotions.apply.add')}
                  <input
                    type="file"
                    accept={IMAGE_TYPES.join(',')}
                    multiple
                    data-testid="application-files"
                    onChange={(e) => {
                      onPick(e.target.files);
                      e.target.value = '';
                    }}
                  />
                </AddTile>
              </li>
            )}
          </Previews>
          <Hint>{t('promotions.apply.imageRules')}</Hint>
          <div role="alert" data-testid="application-refusals">
            {refusals.map((r) => (
              <Hint error key={r}>
                {r}
              </Hint>
            ))}
          </div>
        </Field>
        <FormAlert role="alert">{failure ? t(promotionErrorKey(failure)) : ''}</FormAlert>
      </form>
    </Modal>
  );
}
