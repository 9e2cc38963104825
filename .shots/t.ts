import { clubInputSchema } from '/work/wt/public-site/src/domain/content/club.schema.ts';
const base = { clubName: 'A', district: 'B', members: [{ memberName: 'x', role: 'y' }] };
for (const e of [undefined, '', 'a@b.org', 'bad', ' A@B.ORG ']) {
  const r = clubInputSchema.safeParse({ ...base, contactEmail: e, mapUrl: e === 'bad' ? 'http://x' : 'https://maps.example/x' });
  console.log(JSON.stringify(e), r.success ? r.data.contactEmail + ' ' + r.data.mapUrl : r.error.issues.map((i) => i.message).join('; '));
}
