/**
 * `text` with the postcode in it kept on one line ('LS1 4DY' never splits at a phone's width).
 * A plain space stays in the text, so it reads, copies and matches as the postcode it is.
 */
export function UnbrokenPostcode({ text, postcode }: { text: string; postcode?: string }) {
  const at = postcode ? text.indexOf(postcode) : -1;
  if (!postcode || at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className="whitespace-nowrap">{postcode}</span>
      {text.slice(at + postcode.length)}
    </>
  );
}
