import { openDatabase } from '/work/wt13/server/db/client';
import { sql } from 'drizzle-orm';
const h = await openDatabase({ dataDir: '', inMemory: true });
const re = String.raw`[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\U000e0000-\U000e007f]`;
const r = await h.db.execute(sql`select regexp_replace(${'facture\u202efdp.pdf\u0007 زو\u200cج \u{e0041}'}, ${re}, '', 'g') as n`);
console.log(JSON.stringify((r as any).rows));
await h.close();
