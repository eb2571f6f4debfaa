import type { ReactNode } from 'react';
import type { KeyFactId } from './key-facts';

/** Decorative line icons of the listing page: aria-hidden, the text beside them says it. */
type IconProps = { className?: string };

function LineIcon({ className = 'size-5', children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function ShareIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </LineIcon>
  );
}

export function ZoomInIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m20 20-4.8-4.8M10.5 7.5v6M7.5 10.5h6" />
    </LineIcon>
  );
}

export function ZoomOutIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m20 20-4.8-4.8M7.5 10.5h6" />
    </LineIcon>
  );
}

export function ExpandIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </LineIcon>
  );
}

const FACT_PATHS: Record<KeyFactId, ReactNode> = {
  // A calendar.
  year: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  // A speedometer.
  mileage: (
    <>
      <path d="M4.2 17a8.5 8.5 0 1 1 15.6 0" />
      <path d="m12 13 4-4.5" />
      <circle cx="12" cy="13" r="1.2" />
    </>
  ),
  // A fuel pump.
  fuel: (
    <>
      <path d="M5 20V5a1.5 1.5 0 0 1 1.5-1.5h6A1.5 1.5 0 0 1 14 5v15M3.5 20h12M5 10h9" />
      <path d="M14 8h1.5a1.5 1.5 0 0 1 1.5 1.5V15a1.5 1.5 0 0 0 3 0V8l-2.5-2.5" />
    </>
  ),
  // A gear lever's gate.
  gearbox: (
    <>
      <circle cx="6" cy="5.5" r="1.8" />
      <circle cx="12" cy="5.5" r="1.8" />
      <circle cx="18" cy="5.5" r="1.8" />
      <circle cx="6" cy="18.5" r="1.8" />
      <circle cx="12" cy="18.5" r="1.8" />
      <path d="M6 7.3v9.4M12 7.3v9.4M18 7.3V12H6" />
    </>
  ),
  // A leaf: clean air.
  ulez: (
    <>
      <path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14Z" />
      <path d="M5 19 13 11" />
    </>
  ),
};

export function KeyFactIcon({ fact, className }: IconProps & { fact: KeyFactId }) {
  return <LineIcon className={className}>{FACT_PATHS[fact]}</LineIcon>;
}
