import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import { Skeleton } from '@/components/Skeleton';
import { authApi } from '../api/auth-api';
import { CAPTCHA_REFRESH_GUARD_MS, createRateGuard } from '../lib/timing';
import { theme } from '@/theme/theme';

const Frame = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 108px;
  height: 36px;
  padding: 0;
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.sm};
  /* The captcha is a light image: a light frame keeps it legible in dark mode too. */
  background: ${theme.colours.surface};
  overflow: hidden;
  cursor: pointer;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colours.focusRing};
    outline-offset: 1px;
  }
  &:hover .refresh {
    opacity: 1;
  }
  .refresh {
    position: absolute;
    inset-inline-end: 2px;
    bottom: 2px;
    display: flex;
    padding: 1px;
    border-radius: 50%;
    background: ${theme.colours.surface};
    color: ${theme.colours.textMuted};
    opacity: 0.85;
  }
`;

/**
 * The platform's image captcha (a base64 PNG). Clicking fetches a new one, at
 * most once a second (§4, §9). `version` lets a parent force a new image (after
 * a refused attempt, or when the registration type changes).
 */
export function CaptchaImage({ scene, version = 0 }: { scene: string; version?: number }) {
  const intl = useIntl();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [guard] = useState(() => createRateGuard(CAPTCHA_REFRESH_GUARD_MS));
  const [clicks, setClicks] = useState(0);

  useEffect(() => {
    let live = true;
    authApi.captcha(scene).then(
      (image) => {
        if (!live) return;
        setSrc(image);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [scene, version, clicks]);

  const label = intl.formatMessage({ id: 'auth.captcha.refresh' });
  return (
    <Frame type="button" onClick={() => guard() && setClicks((n) => n + 1)} aria-label={label} title={label} data-testid="captcha-image">
      {src && !failed ? (
        <img src={src} alt={intl.formatMessage({ id: 'auth.captcha.alt' })} />
      ) : failed ? (
        <Icon name="refresh" size={18} />
      ) : (
        <Skeleton width="100%" height="100%" />
      )}
      {src && !failed && (
        <span className="refresh" aria-hidden="true">
          <Icon name="refresh" size={12} />
        </span>
      )}
    </Frame>
  );
}
