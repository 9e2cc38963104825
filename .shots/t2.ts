import { clubInputSchema } from '../src/domain/content/club.schema.ts';
const base = { clubName: 'A', district: 'B', members: [{ memberName: 'x', role: 'y' }] };
for (const e of [12, '   ']) { const r = clubInputSchema.safeParse({ ...base, contactEmail: e }); console.log(JSON.stringify(e), r.success ? JSON.stringify(r.data.contactEmail) : r.error.issues.map((i) => i.message).join('; ')); }
