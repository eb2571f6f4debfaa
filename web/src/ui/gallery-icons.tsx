import { LineIcon, type LineIconProps } from './line-icon';

/** The gallery's zoom and full-screen icons. */
export function ZoomInIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m20 20-4.8-4.8M10.5 7.5v6M7.5 10.5h6" />
    </LineIcon>
  );
}

export function ZoomOutIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m20 20-4.8-4.8M7.5 10.5h6" />
    </LineIcon>
  );
}

export function ExpandIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </LineIcon>
  );
}
