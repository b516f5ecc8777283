/** A brand choice's options, one per brand by id, with an 'All brands' first when the choice may be left open. */
export function BrandOptions({ brands, all = false }: { brands: readonly { id: number; name: string }[]; all?: boolean }) {
  return (
    <>
      {all ? <option value="">All brands</option> : null}
      {brands.map((b) => (
        <option key={b.id} value={b.id}>
          {b.name}
        </option>
      ))}
    </>
  );
}
