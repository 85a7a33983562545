import styled from '@emotion/styled';
import { useState } from 'react';
import { useApiQuery } from '@/api/query';
import { Icon } from '@/components/Icon';
import { theme } from '@/theme/theme';

const Circle = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  overflow: hidden;
  background: ${theme.colours.primarySoft};
  color: ${theme.colours.primary};
  border: 2px solid ${theme.colours.border};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The member's avatar through the platform's avatar relay (memberAvatar). No
 * picture, a failed call or a picture that does not load: the fallback avatar
 * (§8 "Failed avatar load uses a fallback avatar"), a person glyph on the brand's colours.
 */
export function MemberAvatar({ alt }: { alt: string }) {
  const q = useApiQuery('memberAvatar', { staleMs: 10 * 60_000 });
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = q.data?.avatarUrl ?? null;
  if (q.status === 'loading') return <Circle aria-busy="true" />;
  const fallback = !url || failedUrl === url;
  return (
    <Circle data-testid={fallback ? 'avatar-fallback' : 'avatar'}>
      {fallback ? <Icon name="user" size={32} label={alt} /> : <img src={url} alt={alt} width={64} height={64} onError={() => setFailedUrl(url)} />}
    </Circle>
  );
}
