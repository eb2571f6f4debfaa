import { formatMileage, formatPrice } from '#shared/format';
import { listingPath } from '#shared/listing-paths';
import { pages } from '#shared/pages';
import { savedSearchHref } from '#shared/saved-searches';
import type { MailMessage } from '../mail/mailer';
import type { PendingAlert } from './alerts-repo';
import type { StoredSavedSearch } from './saved-searches-repo';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}

function priceLine(alert: PendingAlert): string {
  const price = formatPrice(alert.listing.price);
  return alert.previous_price !== null
    ? `${price} (was ${formatPrice(alert.previous_price)})`
    : price;
}

function titleOf(alert: PendingAlert): string {
  return alert.listing.headline ?? alert.listing.title;
}

/**
 * One digest e-mail for one search: each van with its photo, price (and the price before a
 * drop), mileage, place and a link; the search's results; and a link that stops the e-mails
 * without signing in. Every text the seller or buyer wrote is escaped in the HTML.
 */
export function digestMail(input: {
  search: StoredSavedSearch;
  alerts: readonly PendingAlert[];
  siteOrigin: string;
  unsubscribeToken: string;
}): MailMessage {
  const { search, alerts, siteOrigin } = input;
  const drops = alerts.filter((alert) => alert.previous_price !== null).length;
  const fresh = alerts.length - drops;
  const counts = [
    fresh > 0 ? `${fresh} new ${fresh === 1 ? 'van' : 'vans'}` : '',
    drops > 0 ? `${drops} price ${drops === 1 ? 'drop' : 'drops'}` : '',
  ].filter(Boolean);
  const subject = `${counts.join(' and ')} for '${search.name}'`;
  const resultsUrl = absolute(siteOrigin, savedSearchHref(search.query));
  const manageUrl = absolute(siteOrigin, pages.savedSearches.build());
  const unsubscribeUrl = absolute(
    siteOrigin,
    pages.savedSearchUnsubscribe.build({}, { token: input.unsubscribeToken }),
  );
  const rows = alerts.map((alert) => ({
    alert,
    url: absolute(siteOrigin, listingPath(alert.listing)),
    image: alert.listing.image_url ? absolute(siteOrigin, alert.listing.image_url) : null,
    facts: `${priceLine(alert)} · ${formatMileage(alert.listing.mileage)} · ${alert.listing.location}`,
  }));

  const text = [
    `Your saved search '${search.name}' has ${counts.join(' and ')}:`,
    '',
    ...rows.flatMap(({ alert, url, facts }) => [
      `${alert.previous_price !== null ? 'Price drop: ' : ''}${titleOf(alert)}`,
      facts,
      url,
      '',
    ]),
    `See every match: ${resultsUrl}`,
    `Manage your saved searches: ${manageUrl}`,
    `Stop these e-mails: ${unsubscribeUrl}`,
  ].join('\n');

  const html = [
    `<p>Your saved search <strong>${escapeHtml(search.name)}</strong> has ${escapeHtml(counts.join(' and '))}:</p>`,
    '<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse">',
    ...rows.map(
      ({ alert, url, image, facts }) =>
        `<tr><td style="padding:8px 12px 8px 0;vertical-align:top">${
          image
            ? `<a href="${escapeHtml(url)}"><img src="${escapeHtml(image)}" width="160" alt="${escapeHtml(titleOf(alert))}"></a>`
            : ''
        }</td><td style="padding:8px 0;vertical-align:top">${
          alert.previous_price !== null ? '<strong>Price drop</strong><br>' : ''
        }<a href="${escapeHtml(url)}">${escapeHtml(titleOf(alert))}</a><br>${escapeHtml(facts)}</td></tr>`,
    ),
    '</table>',
    `<p><a href="${escapeHtml(resultsUrl)}">See every match</a> · <a href="${escapeHtml(manageUrl)}">Manage your saved searches</a></p>`,
    `<p style="font-size:12px;color:#555">You get this because you saved this search on VanYard. <a href="${escapeHtml(unsubscribeUrl)}">Stop these e-mails</a>.</p>`,
  ].join('\n');

  return { to: search.email, subject, text, html };
}
