/** Stands for the value while a sentence is worded; no text of the catalogue holds it. */
const MARK = '\u0000';

/**
 * A catalogue sentence with one value drawn as markup (an address in bold): the sentence is worded
 * with a marker where the value goes, then split around it, so the words stay the catalogue's.
 */
export function Marked({ words, value }: { words: (mark: string) => string; value: React.ReactNode }) {
  const [before = '', after = ''] = words(MARK).split(MARK);
  return (
    <>
      {before}
      {value}
      {after}
    </>
  );
}
