import { describe, expect, it } from 'vitest';
import { slugify, titleFromSlug } from '#shared/slug';

describe('slugify', () => {
  it.each([
    ['Citroën', 'citroen'],
    ['Mercedes-Benz', 'mercedes-benz'],
    ['Transporter T6', 'transporter-t6'],
    ['Staines upon Thames', 'staines-upon-thames'],
    ['  Doblò  ', 'doblo'],
    ['Alarm & Immobiliser', 'alarm-and-immobiliser'],
    ['Bluetooth / AUX / USB', 'bluetooth-aux-usb'],
    ['', ''],
  ])('%s -> %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('titleFromSlug', () => {
  it('capitalises each word of a slug', () => {
    expect(titleFromSlug('staines-upon-thames')).toBe('Staines Upon Thames');
    expect(titleFromSlug('leeds')).toBe('Leeds');
  });
});
