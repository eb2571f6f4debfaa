import type { ReactNode } from 'react';
import { LineIcon, type LineIconProps as IconProps } from '../ui/line-icon';
import type { KeyFactId } from './key-facts';

// The listing page's own line icons; the gallery's are in ui/gallery-icons.

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
