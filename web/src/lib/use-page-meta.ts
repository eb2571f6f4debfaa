import { useEffect } from 'react';

export type PageMeta = { title: string; description: string };

/** Sets the document title and meta description for the current route. */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title;
    descriptionTag().setAttribute('content', description);
  }, [title, description]);
}

function descriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}
