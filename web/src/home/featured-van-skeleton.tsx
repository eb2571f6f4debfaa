/** A grey stand-in for one card (the result card's grid layout) while the featured vans load. */
export function FeaturedVanSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-lg border border-slate-200 bg-white sm:rounded-xl"
    >
      <div className="aspect-[4/3] bg-slate-200" />
      <div className="space-y-3 p-3 sm:p-4">
        <div className="h-4 w-3/4 rounded bg-slate-200" />
        <div className="h-3 w-full rounded bg-slate-200" />
        <div className="h-5 w-1/2 rounded bg-slate-200" />
        <div className="h-3 w-5/6 rounded bg-slate-200" />
        <div className="h-3 w-1/2 rounded bg-slate-200" />
        <div className="h-3 w-1/3 rounded bg-slate-200" />
      </div>
    </div>
  );
}
