// Placeholder until its issue lands.
export default function Screen() {
  return <h1 className="p-8 text-2xl font-semibold">dev outbox</h1>;
}
