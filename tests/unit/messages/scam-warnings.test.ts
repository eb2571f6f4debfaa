import { describe, expect, it } from 'vitest';
import { isLookalikeHost, scamWarnings, type ScamRuleId } from '#shared/scam-warnings';

const ids = (text: string): ScamRuleId[] => scamWarnings(text).map((rule) => rule.id);

describe('scam warnings', () => {
  it('say nothing of an ordinary message', () => {
    expect(
      ids('Yes, it is still available. You can view it on Saturday at 10am in Leeds.'),
    ).toEqual([]);
    expect(ids('It has a full service history and two keys.')).toEqual([]);
    expect(ids('See https://www.vanyard.co.uk/used-vans/ford for more')).toEqual([]);
  });

  it.each([
    'Please pay by bank transfer to reserve it',
    'Send it as PayPal friends and family, saves fees',
    'Friends & family only please',
    'I will send my sort code and account number',
    'A deposit by Western Union holds it',
  ])('warn of payment outside the site: %s', (text) => {
    expect(ids(text)).toContain('offsite_payment');
  });

  it.each([
    'I am abroad, my courier will deliver it',
    'We use an escrow service for the payment',
    'eBay vehicle protection covers you',
    'The shipping agent will bring it and I will ship it to you',
  ])('warn of couriers and escrow: %s', (text) => {
    expect(ids(text)).toContain('courier_escrow');
  });

  it.each([
    'Message me on WhatsApp, I do not check this site',
    'whats app me please',
    'Text me on 07700 900123',
    'Email me at seller.van@gmail.com',
    'Contact me via Telegram',
  ])('warn of moving off the site: %s', (text) => {
    expect(ids(text)).toContain('move_off_site');
  });

  it.each([
    'Pay on https://vanyard-payments.com/secure',
    'Checkout at vanyard.co/pay',
    'Log in at www.vanyrad.co.uk',
    'see vany4rd-secure.net',
    'secure.van-yard.uk/checkout',
    'vanyarcl.com/order',
  ])('warn of look-alike domains: %s', (text) => {
    expect(ids(text)).toContain('lookalike_domain');
  });

  it('trusts the site and its own subdomains, and unrelated sites', () => {
    for (const host of ['vanyard.co.uk', 'www.vanyard.co.uk', 'images.vanyard.co.uk']) {
      expect(isLookalikeHost(host)).toBe(false);
    }
    for (const host of ['gov.uk', 'autotrader.co.uk', 'vanarama.com', 'yard.com']) {
      expect(isLookalikeHost(host)).toBe(false);
    }
  });

  it('carries each warning once, in the order of the rules', () => {
    expect(
      ids('Bank transfer first, then my courier brings it. WhatsApp me. vanyard-pay.com'),
    ).toEqual(['offsite_payment', 'courier_escrow', 'move_off_site', 'lookalike_domain']);
  });
});
