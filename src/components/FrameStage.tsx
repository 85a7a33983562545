import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import { theme } from '@/theme/theme';

/**
 * The box a game or the lottery lobby plays in: fills what its column leaves
 * and stretches its one child (the iframe host, a state message) to fit.
 */
export const FrameStage = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
  > * {
    flex: 1;
  }
`;

const Centre = styled.output`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${theme.colours.textMuted};
`;

/** A spinner in the middle of the stage while the launch address is on its way. */
export function FrameLoading({ label }: { label: string }): ReactNode {
  return (
    <Centre>
      <Spinner size={28} label={label} />
    </Centre>
  );
}
