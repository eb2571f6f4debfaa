import { WEEK_DAY_LABELS, WEEK_DAYS, describeDay, type DealerPageResponse } from '#shared/dealer';
import { fetchDealerPhone } from '../../api/use-dealer-page';
import { usePhoneReveal } from '../../lib/use-phone-reveal';
import { PhoneButton } from '../../ui/phone-button';
import { showToast } from '../../ui/toast-store';
import { CARD } from '../../ui/styles';
import { phoneRevealToast } from '../../lib/phone-reveal-toast';
import { WebsiteLink } from '../../ui/website-link';
import { DEALER_COPY, NO_DEALER_PHONE_TOAST, memberSinceText, vansText } from './dealer-copy';

const CONTACT_BUTTON =
  'flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600';

/** The dealer's facts beside the about text: where, when open, how to get in touch. */
export function DealerDetails({ dealer }: { dealer: DealerPageResponse }) {
  const phone = usePhoneReveal(
    () => fetchDealerPhone(dealer.slug),
    (error) => showToast(phoneRevealToast(error, NO_DEALER_PHONE_TOAST)),
  );
  return (
    <section aria-labelledby="dealer-details-heading" className={CARD}>
      <h2 id="dealer-details-heading" className="text-lg font-bold text-ink">
        {DEALER_COPY.details}
      </h2>
      {dealer.address.length > 0 ? (
        <address className="mt-3 text-sm leading-relaxed text-ink not-italic">
          {dealer.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : dealer.town ? (
        <p className="mt-3 text-sm text-ink">{dealer.town}</p>
      ) : null}
      <ul className="mt-3 space-y-1 text-sm text-muted">
        <li>{vansText(dealer.vans)}</li>
        <li>{memberSinceText(dealer.member_since)}</li>
        {dealer.reply_time ? <li>Typically replies {dealer.reply_time}</li> : null}
      </ul>
      {dealer.website ? <WebsiteLink url={dealer.website} /> : null}
      <div className="mt-4">
        <PhoneButton
          phone={phone}
          disabled={!dealer.has_phone}
          label={DEALER_COPY.showPhone}
          callPrefix={DEALER_COPY.callPrefix}
          className={CONTACT_BUTTON}
        />
      </div>
      {dealer.opening_hours ? (
        <>
          <h3 className="mt-5 text-base font-bold text-ink">{DEALER_COPY.hours}</h3>
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">{DEALER_COPY.hours}</caption>
            <tbody>
              {dealer.opening_hours.map((day, index) => (
                <tr key={WEEK_DAYS[index]} className="border-t border-slate-100 first:border-t-0">
                  <th scope="row" className="py-1 pr-3 text-left font-medium text-ink">
                    {WEEK_DAY_LABELS[WEEK_DAYS[index]!]}
                  </th>
                  <td className={`py-1 text-right ${day.open ? 'text-ink' : 'text-muted'}`}>
                    {describeDay(day)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}
