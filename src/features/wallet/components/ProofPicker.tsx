import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { checkProof, toBase64, type ProofError } from '../lib/proof';
import { noteText } from '@/components/note-text';
import { theme } from '@/theme/theme';
import { column } from '@/components/column';

const Preview = styled.img`
  display: block;
  max-width: 100%;
  max-height: 160px;
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.sm};
  object-fit: contain;
`;

const Error = styled.p`
  margin: 0;
  ${noteText('danger', 'sm')};
`;

const Label = styled.label`
  ${column(1)};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  input {
    font: inherit;
    color: ${theme.colours.text};
  }
`;

export interface Proof {
  name: string;
  data: string;
}

/** Picks the proof image (png or jpg ≤ 5 MB, checked by its bytes), shows a preview, and hands its base64 up. */
export function ProofPicker({ onChange, serverError }: { onChange: (proof: Proof | null) => void; serverError?: string | null }) {
  const intl = useIntl();
  const [error, setError] = useState<ProofError | null>(null);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  const pick = async (file: File | undefined) => {
    onChange(null);
    setUrl(null);
    if (!file) return setError('empty');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const problem = checkProof(file.size, bytes.subarray(0, 8));
    setError(problem);
    if (problem) return;
    setUrl(URL.createObjectURL(file));
    onChange({ name: file.name, data: toBase64(bytes) });
  };

  const message = error ? intl.formatMessage({ id: `wallet.proof.${error}` }) : serverError;
  return (
    <>
      <Label>
        {intl.formatMessage({ id: 'wallet.proof.label' })}
        <input
          type="file"
          accept="image/png,image/jpeg"
          aria-invalid={Boolean(message)}
          aria-describedby={message ? 'proof-error' : undefined}
          onChange={(e) => void pick(e.target.files?.[0])}
          data-testid="proof-input"
        />
      </Label>
      {message && (
        <Error id="proof-error" role="alert">
          {message}
        </Error>
      )}
      {url && <Preview src={url} alt={intl.formatMessage({ id: 'wallet.proof.preview' })} data-testid="proof-preview" />}
    </>
  );
}
