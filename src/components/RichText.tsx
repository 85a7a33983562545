import styled from '@emotion/styled';
import { theme } from '@/theme/theme';

/**
 * Typography for server HTML that has already been sanitized
 * (src/lib/sanitize.ts). The caller passes the sanitized string: this
 * component never cleans anything itself, so the trust boundary stays visible.
 */
const Body = styled.div`
  color: ${theme.colours.text};
  line-height: ${theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
  h1,
  h2,
  h3 {
    margin: ${theme.space(4)} 0 ${theme.space(2)};
    font-size: ${theme.font.size.lg};
    line-height: ${theme.font.lineHeight.tight};
  }
  > :first-child {
    margin-top: 0;
  }
  p,
  ul,
  ol {
    margin: 0 0 ${theme.space(3)};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${theme.colours.primary};
  }
  table {
    border-collapse: collapse;
    max-width: 100%;
  }
  td,
  th {
    border: 1px solid ${theme.colours.border};
    padding: ${theme.space(1)} ${theme.space(2)};
  }
`;

export function RichText({ sanitizedHtml, className }: { sanitizedHtml: string; className?: string }) {
  return <Body className={className} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
}
