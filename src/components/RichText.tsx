import styled from '@emotion/styled';

/**
 * Typography for server HTML that has already been sanitized
 * (src/lib/sanitize.ts). The caller passes the sanitized string: this
 * component never cleans anything itself, so the trust boundary stays visible.
 */
const Body = styled.div`
  color: ${(p) => p.theme.colours.text};
  line-height: ${(p) => p.theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
  h1,
  h2,
  h3 {
    margin: ${(p) => p.theme.space(4)} 0 ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.font.size.lg};
    line-height: ${(p) => p.theme.font.lineHeight.tight};
  }
  > :first-child {
    margin-top: 0;
  }
  p,
  ul,
  ol {
    margin: 0 0 ${(p) => p.theme.space(3)};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${(p) => p.theme.colours.primary};
  }
  table {
    border-collapse: collapse;
    max-width: 100%;
  }
  td,
  th {
    border: 1px solid ${(p) => p.theme.colours.border};
    padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(2)};
  }
`;

export function RichText({ sanitizedHtml, className }: { sanitizedHtml: string; className?: string }) {
  return <Body className={className} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
}
