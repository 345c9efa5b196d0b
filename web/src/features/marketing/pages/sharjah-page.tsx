// Placeholder until the marketing page ships; replaced by the marketing feature.
export default function SharjahPage() {
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">Government Partnership Proposal</h1>
    </main>
  );
}
