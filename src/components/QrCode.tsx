import styled from '@emotion/styled';
import { QRCodeSVG } from 'qrcode.react';
import { theme } from '@/theme/theme';

/** §9: QR codes are 100 px. */
export const QR_SIZE = 100;

const Frame = styled.span`
  display: inline-flex;
  padding: ${theme.space(1.5)};
  border-radius: ${theme.radius.sm};
  /* A QR code needs a light quiet zone to scan, in both themes. */
  background: #ffffff;
  line-height: 0;
`;

/**
 * A scannable code for a URL. Drawn dark-on-white whatever the theme, since
 * phone cameras read inverted codes poorly. Import it only where it is shown:
 * qrcode.react stays out of the first-load bundle.
 */
export function QrCode({ value, size = QR_SIZE, label }: { value: string; size?: number; label: string }) {
  return (
    <Frame>
      <QRCodeSVG value={value} size={size} level="M" bgColor="#ffffff" fgColor="#000000" title={label} aria-label={label} />
    </Frame>
  );
}
