// Placeholder until the marketing page ships; replaced by the marketing feature.
export default function InvestorPage() {
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">Investor Presentation</h1>
    </main>
  );
}
