/**
 * Patterns common in van scams (issue 34), as a list of rules rather than a black box: each
 * names what it looks for and the warning a buyer sees beside a message that matches. Shown to
 * the buyer only, beside the seller's messages; nothing is blocked, since honest sellers write
 * some of these words too. Tested in tests/unit/messages/scam-warnings.test.ts.
 */

export type ScamRuleId =
  'offsite_payment' | 'courier_escrow' | 'move_off_site' | 'lookalike_domain';

export type ScamRule = { id: ScamRuleId; warning: string; matches: (text: string) => boolean };

/** The site's own domain: links to it (and its subdomains) are never look-alikes. */
export const SITE_DOMAIN = 'vanyard.co.uk';
const BRAND = 'vanyard';

const anyOf =
  (...patterns: RegExp[]) =>
  (text: string) =>
    patterns.some((pattern) => pattern.test(text));

/** Host names in a text: 'www.vanyard-pay.com', 'vanyard.co.uk/x' -> 'vanyard.co.uk'. */
export function hostsIn(text: string): string[] {
  const hosts = text.toLowerCase().match(/\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}\b/g);
  return hosts ?? [];
}

/** Characters that pass for others at a glance: 0 as o, 4 as a, 1 and i as l, rn as m, vv as w. */
function glyphs(label: string): string {
  return label
    .replace(/0/g, 'o')
    .replace(/4/g, 'a')
    .replace(/[1i|]/g, 'l')
    .replace(/3/g, 'e')
    .replace(/5/g, 's')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/[^a-z]/g, '');
}

/** Levenshtein distance, for names one or two letters off the brand's. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/**
 * A host that is not the site's but looks like it: 'vanyard' in another domain
 * ('vanyard-payments.com', 'vanyard.co'), a name written with look-alike characters
 * ('vany4rd.com', 'van-yard.uk'), or one a letter or two off ('vanyrad.co.uk', 'vanyarcl.com').
 */
export function isLookalikeHost(host: string): boolean {
  const lower = host.toLowerCase();
  if (lower === SITE_DOMAIN || lower.endsWith(`.${SITE_DOMAIN}`)) return false;
  const labels = lower.split('.').slice(0, -1);
  return labels.some((label) => {
    const plain = label.replace(/-/g, '');
    const seen = glyphs(plain);
    if (plain.includes(BRAND) || seen.includes(BRAND)) return true;
    return seen.length >= 5 && distance(seen, BRAND) <= 2 && distance(plain, BRAND) <= 2;
  });
}

export const SCAM_RULES: readonly ScamRule[] = [
  {
    id: 'offsite_payment',
    warning:
      'This message asks for payment by bank transfer or "friends and family". Never pay for a van you have not seen: these payments cannot be got back.',
    matches: anyOf(
      /\bbank\s*transfer\b/i,
      /\b(?:wire|direct|faster)\s*(?:transfer|payment)\b/i,
      /\bfriends?\s*(?:and|&|n)\s*family\b/i,
      /\b(?:sort\s*code|account\s*number|iban)\b/i,
      /\bpay\s*(?:a\s*)?deposit\b/i,
      /\b(?:gift\s*cards?|western\s*union|moneygram|crypto|bitcoin)\b/i,
    ),
  },
  {
    id: 'courier_escrow',
    warning:
      'This message offers delivery by courier or payment through an escrow or shipping agent. VanYard offers neither: see the van in person before you pay.',
    matches: anyOf(
      /\bescrow\b/i,
      /\bcourier\b/i,
      /\b(?:shipping|delivery|transport)\s*(?:agent|company|service)\b/i,
      /\b(?:deliver|ship)(?:ed)?\s+(?:it\s+)?to\s+(?:you|your)\b/i,
      /\b(?:ebay|amazon|paypal)\s*(?:vehicle\s*)?(?:protection|escrow|agent)\b/i,
    ),
  },
  {
    id: 'move_off_site',
    warning:
      'This message asks to carry on somewhere else (WhatsApp, text or a private e-mail). Keep the conversation on VanYard: it protects you if something goes wrong.',
    matches: anyOf(
      /\bwhats\s*app\b/i,
      /\b(?:telegram|signal|viber|wechat)\b/i,
      /\b(?:text|message|contact|email|e-mail)\s+me\s+(?:on|at|via)\b/i,
      /\b07\d{3}\s?\d{6}\b/,
      /\+?44\s?7\d{3}\s?\d{6}\b/,
      /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/i,
    ),
  },
  {
    id: 'lookalike_domain',
    warning:
      'This message links to a site that looks like VanYard but is not. Only trust pages at vanyard.co.uk, and never sign in or pay through a link like this.',
    matches: (text) => hostsIn(text).some(isLookalikeHost),
  },
];

/** The warnings a message carries, in the rules' order; none for most messages. */
export function scamWarnings(text: string): ScamRule[] {
  return SCAM_RULES.filter((rule) => rule.matches(text));
}
