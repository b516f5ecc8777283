/**
 * The /data Signs tab with a big catalogue: 500 more signs with 4 sizes each
 * (2,000 sizes) on top of the seed. Prints median timings of the tab's read
 * (one query for signs, one for sizes, one for option links), a full server
 * render of the tab (collapsed, 50 signs open, every sign open), and the
 * writes behind an inline edit and a drag-fill. Figures only.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { DB } from '../db/connection';
import { time, timeAsync } from './jobs-list';

const SIGNS = 500;
const SIZES_EACH = 4;
const RUNS = 20;

function addSigns(db: DB): number[] {
  const brands = (db.$client.prepare('select id from brands order by id').all() as Array<{ id: number }>).map((b) => b.id);
  const insertSign = db.$client.prepare(
    "insert into signs (brand_id, name, sign_type, description, display_order) values (?, ?, 'Wall Signs', '{Size} {Color} Bench Letters', ?)",
  );
  const insertSize = db.$client.prepare('insert into sign_sizes (sign_id, size_name, sign_price, install_price, sign_budget, install_budget, raceway_price) values (?, ?, ?, ?, ?, ?, ?)');
  const ids: number[] = [];
  db.$client.transaction(() => {
    for (let i = 0; i < SIGNS; i++) {
      const signId = Number(insertSign.run(brands[i % brands.length], `Bench Sign ${String(i + 1).padStart(3, '0')}`, i).lastInsertRowid);
      ids.push(signId);
      for (let s = 0; s < SIZES_EACH; s++) insertSize.run(signId, `${12 * (s + 1)}"`, 100000 + s * 1000, 50000, 55000, 27500, 4500);
    }
  })();
  return ids;
}

export async function signsTabBench(db: DB): Promise<void> {
  const { listSignsWithPricing, updateSize, fillColumn } = await import('../app/server/catalogue/signs.server');
  const { createSession } = await import('../app/server/auth/session.server');
  const layout = await import('../app/routes/app-layout');
  const admin = await import('../app/routes/admin-layout');
  const dataRoute = await import('../app/routes/data');

  const signIds = addSigns(db);
  const owner = db.$client.prepare("select * from users where role = 'Super-Admin' order by id limit 1").get() as { id: number };
  const actor = { id: owner.id, fullName: 'Bench', firstName: null, lastName: null, email: 'bench@example.com', role: 'Super-Admin' as const };
  const counts = db.$client.prepare('select (select count(*) from signs) as signs, (select count(*) from sign_sizes) as sizes').get() as { signs: number; sizes: number };

  const { cookie } = await createSession(owner.id);
  const handler = createStaticHandler([
    {
      id: 'routes/app-layout',
      path: '/',
      loader: layout.loader,
      Component: layout.default,
      children: [
        {
          id: 'routes/admin-layout',
          loader: admin.loader,
          Component: admin.default,
          children: [{ id: 'routes/data', path: 'data', loader: dataRoute.loader, Component: dataRoute.default }],
        },
      ],
    },
  ] as never);
  const renderer = (url: string) => async () => {
    const request = new Request(url, { headers: { Cookie: cookie.split(';')[0]! } });
    const context = await handler.query(request);
    if (context instanceof Response) throw new Error(`Unexpected response ${context.status}`);
    return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }));
  };
  const open50 = signIds.slice(0, 50).join(',');
  const openAll = signIds.join(',');
  const html = await renderer(`http://localhost/data?tab=signs&open=${open50}`)();
  if (!html.includes('Bench Sign 050')) throw new Error('The Signs tab did not render the bench signs');

  const sizeIds = (db.$client.prepare('select id from sign_sizes where sign_id in (select id from signs where name like ? ) order by id').all('Bench Sign%') as Array<{ id: number }>).map((r) => r.id);
  let n = 0;
  const rows: Array<[string, number]> = [
    ['listSignsWithPricing (all signs, sizes, option links)', time(RUNS, () => listSignsWithPricing())],
    ['render /data?tab=signs, every sign closed', await timeAsync(RUNS, renderer('http://localhost/data?tab=signs'))],
    ['render /data?tab=signs, 50 signs open (200 size rows)', await timeAsync(RUNS, renderer(`http://localhost/data?tab=signs&open=${open50}`))],
    [`render /data?tab=signs, all ${SIGNS} bench signs open`, await timeAsync(5, renderer(`http://localhost/data?tab=signs&open=${openAll}`))],
    ['inline edit: updateSize (one cell + audit row)', time(RUNS, () => updateSize(actor, sizeIds[n++ % sizeIds.length]!, { signPrice: 100000 + n }))],
    ['drag-fill: fillColumn over 100 rows (+ 100 audit rows)', time(RUNS, () => fillColumn(actor, 'installPrice', 60000 + n++, sizeIds.slice(0, 100)))],
  ];
  const payload = JSON.stringify(listSignsWithPricing()).length;

  console.log(`\nSigns tab bench: ${counts.signs} signs, ${counts.sizes} sizes; median of ${RUNS} runs (5 for the all-open render)\n`);
  const width = Math.max(...rows.map(([l]) => l.length));
  for (const [label, ms] of rows) console.log(`  ${label.padEnd(width)}  ${ms.toFixed(2).padStart(8)} ms`);
  console.log(`\n  loader payload (signs with sizes as JSON): ${(payload / 1024).toFixed(0)} KiB`);
  console.log(`  RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
  console.log(`  React in ${process.env.NODE_ENV === 'production' ? 'production' : 'development (slower; NODE_ENV=production SIGNBOARD_DEMO=1 npm run bench for production figures)'} mode\n`);
}
