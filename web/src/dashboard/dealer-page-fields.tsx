import { DEALER_LIMITS } from '#shared/dealer';
import type { Profile } from '#shared/profile';
import { pages } from '#shared/pages';
import type { FormController } from '../forms/use-form';
import { TextInput } from '../ui/field';
import { TextLink } from '../ui/text-link';
import { DealerLogoField } from './dealer-logo-field';
import { OpeningHoursTable } from './opening-hours-table';
import type { ProfileFormValues } from './profile-values';

type DealerPageFieldsProps = {
  form: FormController<ProfileFormValues, unknown>;
  profile: Profile;
};

/**
 * A trade account's dealer page (decision 069): what buyers read about the business, its logo
 * and its weekly hours, saved with the rest of the profile. The name, phone, town, website and
 * address above are the page's too.
 */
export function DealerPageFields({ form, profile }: DealerPageFieldsProps) {
  const { values, errors } = form;
  return (
    <section
      aria-labelledby="dealer-page-heading"
      className="grid gap-5 border-t border-slate-200 pt-5"
    >
      <div>
        <h3 id="dealer-page-heading" className="text-lg font-bold text-ink">
          Your dealer page
        </h3>
        <p className="mt-1 text-sm text-muted">
          Buyers find your page from your listings and the dealer directory. Your name, phone,
          location, website and address above show there too.
          {profile.dealer_slug ? (
            <>
              {' '}
              <TextLink to={pages.dealer.build({ slug: profile.dealer_slug })} variant="inline">
                View your dealer page
              </TextLink>
              {profile.dealer_hidden ? ' (hidden by VanYard: contact us to find out why).' : null}
            </>
          ) : null}
        </p>
      </div>
      <TextInput
        {...form.field('about')}
        label="About your business"
        hint={`Optional. Plain text, up to ${DEALER_LIMITS.about} characters: what you sell, since when, what buyers can expect.`}
        rows={5}
        maxLength={DEALER_LIMITS.about}
      />
      <DealerLogoField
        current={profile.logo_url ?? null}
        value={values.logo_upload_id}
        error={errors.logo_upload_id}
        onChange={(next) => form.set('logo_upload_id', next)}
      />
      <OpeningHoursTable
        hours={values.opening_hours ?? []}
        error={errors.opening_hours}
        onChange={(next) => form.set('opening_hours', next)}
      />
    </section>
  );
}
