import type { CartFile } from '../../../lib/cart';

type FileStatus = 'queued' | 'uploading' | 'done' | 'deleting';

/** A file of the order form as its list shows it: waiting, going up, uploaded or being deleted. */
export interface FileEntry {
  key: string;
  name: string;
  size: number | null;
  status: FileStatus;
  progress: number;
  uploaded?: CartFile;
}

let counter = 0;
export const nextKey = () => `f${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A file already uploaded (in the cart), as an entry of the list. */
export const doneEntry = (f: CartFile): FileEntry => ({
  key: nextKey(),
  name: f.name,
  size: null,
  status: 'done',
  progress: 100,
  uploaded: f,
});
