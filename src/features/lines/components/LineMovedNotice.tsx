import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@/components/RouterLink';
import { Icon } from '@/components/Icon';
import { IconButton } from '@/components/IconButton';
import { theme } from '@/theme/theme';
import { useLines } from '../hooks/useLines';

const Toast = styled.div`
  position: fixed;
  z-index: ${theme.z.toast};
  left: ${theme.space(3)};
  right: ${theme.space(3)};
  bottom: calc(${theme.space(20)} + env(safe-area-inset-bottom, 0px));
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(3)};
  max-width: 480px;
  margin: 0 auto;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.lg};
  color: ${theme.colours.text};
  background: ${theme.colours.surface};
  border: 1px solid ${theme.colours.border};
  box-shadow: ${theme.shadow.lg};
  ${theme.breakpoint.md} {
    bottom: ${theme.space(6)};
  }
  > svg {
    flex: none;
    margin-top: 2px;
    color: ${theme.colours.primary};
  }
  p {
    flex: 1;
    margin: 0;
    font-size: ${theme.font.size.sm};
  }
  a {
    margin-left: ${theme.space(1)};
    color: ${theme.colours.primary};
    font-weight: ${theme.font.weight.bold};
  }
`;

/** Long enough to read twice; the line screen keeps the facts afterwards. */
const SHOWN_MS = 10_000;

/** Tells the player, politely, that the portal moved to another line by itself (their session and page stay as they were). */
export function LineMovedNotice() {
  const intl = useIntl();
  const { moved, lines } = useLines();
  const [dismissed, setDismissed] = useState<number | null>(null);
  const visible = moved !== null && dismissed !== moved.at;
  useEffect(() => {
    if (!moved) return;
    const t = window.setTimeout(() => setDismissed(moved.at), SHOWN_MS);
    return () => window.clearTimeout(t);
  }, [moved]);
  const host = lines.find((l) => l.base === moved?.to)?.host ?? '';
  return (
    <output aria-live="polite">
      {visible && (
        <Toast data-testid="line-moved">
          <Icon name="globe" />
          <p>
            {intl.formatMessage({ id: 'lines.moved' }, { host })}
            <Link to="/lines">{intl.formatMessage({ id: 'lines.nav' })}</Link>
          </p>
          <IconButton type="button" compact aria-label={intl.formatMessage({ id: 'lines.dismiss' })} onClick={() => setDismissed(moved.at)}>
            <Icon name="close" />
          </IconButton>
        </Toast>
      )}
    </output>
  );
}
