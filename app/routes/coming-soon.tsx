import { useLoaderData } from 'react-router';
import type { Route } from './+types/coming-soon';
import { comingSoonName } from '~/domain/catalogue/brands';

export function loader({ params }: Route.LoaderArgs) {
  return { name: comingSoonName(params.brandName) };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.name ?? 'Coming soon'} | Signboard` }];
}

export default function ComingSoon() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center p-8 text-center">
      <h1 className="text-3xl font-semibold">{name}</h1>
      <p className="mt-3 text-slate-600">Coming soon. This brand&apos;s workspace is on its way.</p>
    </div>
  );
}
