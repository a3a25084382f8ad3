import { encode } from 'uqr';

/**
 * An otpauth URI as a QR code, drawn here as inline SVG from the code's modules (no image service ever sees the
 * secret). One path of unit squares, with the quiet zone around it that scanners need.
 */
export const TotpQrCode = ({ uri, label }: { uri: string; label: string }) => {
  const { data, size } = encode(uri, { ecc: 'M', border: 0 });
  const quiet = 4;
  const path = data
    .flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x + quiet} ${y + quiet}h1v1h-1z`] : [])))
    .join('');
  const side = size + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      className="h-48 w-48 rounded-lg border border-slate-200 bg-white"
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
};
