import type { ReactNode, Ref } from 'react';

/** The panel both enquiry forms sit in: scrolled to when opened, named by its heading. */
export function EnquiryFrame(props: {
  ref?: Ref<HTMLElement>;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section
      ref={props.ref}
      id="enquiry-form"
      aria-labelledby="enquiry-heading"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="enquiry-heading" className="text-lg font-bold text-ink">
        {props.heading}
      </h2>
      {props.children}
    </section>
  );
}

/** Why the server refused an enquiry, above its buttons. */
export function EnquiryRefusal({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
