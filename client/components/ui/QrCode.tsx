import { useMemo } from 'react';
import { encodeQr, qrSvgPath } from './qr.js';

export interface QrCodeProps {
  value: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  /** Accessible name, e.g. "QR code for the chat". */
  label: string;
}

/** A QR code as a crisp inline SVG (dark modules on white with the 4-module quiet zone). */
export function QrCode({ value, size = 200, label }: QrCodeProps) {
  const { path, extent } = useMemo(() => {
    const code = encodeQr(value);
    return { path: qrSvgPath(code), extent: code.size + 8 };
  }, [value]);
  return (
    <svg className="qr-code" width={size} height={size} viewBox={`0 0 ${extent} ${extent}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#1f2a24" />
    </svg>
  );
}
