import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { pages } from '#shared/pages';

/**
 * The router's error element ('Unexpected Application Error!'). It must work
 * even when the layout itself failed, so it depends on nothing but the router, and its link is
 * a full page load to start afresh.
 */
export function ErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="container-page py-16 text-center">
      {/* An element, not an effect: React hoists it into <head>, on the server too. */}
      <title>Unexpected Application Error! | VanYard</title>
      <h1 className="text-3xl font-bold text-ink">Unexpected Application Error!</h1>
      <p className="mt-4 text-muted">Something went wrong while showing this page.</p>
      <a
        href={pages.home.build()}
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Go to the home page
      </a>
    </div>
  );
}
